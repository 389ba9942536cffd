func maxProfit(prices []int) int {
    // The lowest price so far, and the best sale against it.
    best, low := 0, prices[0]
    for _, p := range prices {
        if p < low {
            low = p
        } else if p-low > best {
            best = p - low
        }
    }
    return best
}
