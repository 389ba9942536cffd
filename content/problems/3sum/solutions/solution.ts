function threeSum(nums: number[]): number[][] {
    const a = Int32Array.from(nums).sort();
    const n = a.length;
    const answer: number[][] = [];
    for (let i = 0; i < n - 2; i++) {
        if (a[i] > 0) break; // three positives cannot sum to 0
        if (i > 0 && a[i] === a[i - 1]) continue; // same first value, same triplets
        if (a[i] + a[n - 2] + a[n - 1] < 0) continue; // even the two largest values are too small
        let lo = i + 1;
        let hi = n - 1;
        while (lo < hi) {
            const total = a[i] + a[lo] + a[hi];
            if (total < 0) lo++;
            else if (total > 0) hi--;
            else {
                answer.push([a[i], a[lo], a[hi]]);
                lo++;
                hi--;
                while (lo < hi && a[lo] === a[lo - 1]) lo++;
            }
        }
    }
    return answer;
};
