function canFinish(numCourses: number, prerequisites: number[][]): boolean {
    const dependants: number[][] = Array.from({ length: numCourses }, () => []);
    const pending = new Array<number>(numCourses).fill(0); // prerequisites not yet taken
    for (const [course, before] of prerequisites) {
        dependants[before].push(course);
        pending[course]++;
    }
    const queue: number[] = [];
    for (let c = 0; c < numCourses; c++) if (pending[c] === 0) queue.push(c);
    let head = 0;
    while (head < queue.length) {
        const c = queue[head++];
        for (const d of dependants[c]) {
            if (--pending[d] === 0) queue.push(d);
        }
    }
    return queue.length === numCourses;
};
