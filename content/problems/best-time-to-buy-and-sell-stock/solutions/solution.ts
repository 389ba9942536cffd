function maxProfit(prices: number[]): number {
    let lowest = Infinity;
    let best = 0;
    for (const p of prices) {
        if (p - lowest > best) best = p - lowest;
        if (p < lowest) lowest = p;
    }
    return best;
};
