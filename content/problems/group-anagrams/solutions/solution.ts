function groupAnagrams(strs: string[]): string[][] {
    const groups = new Map<string, string[]>();
    for (const s of strs) {
        const counts = new Array<number>(26).fill(0);
        for (let i = 0; i < s.length; i++) counts[s.charCodeAt(i) - 97]++;
        const key = counts.join('#');
        const group = groups.get(key);
        if (group) group.push(s);
        else groups.set(key, [s]);
    }
    return [...groups.values()];
};
