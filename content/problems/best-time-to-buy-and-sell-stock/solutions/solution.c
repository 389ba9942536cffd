int maxProfit(int* prices, int pricesSize) {
    // Sell on each day at the lowest price seen before it.
    int lowest = prices[0], best = 0;
    for (int i = 1; i < pricesSize; i++) {
        if (prices[i] - lowest > best) best = prices[i] - lowest;
        if (prices[i] < lowest) lowest = prices[i];
    }
    return best;
}
