# @param {Integer[]} prices
# @return {Integer}
def max_profit(prices)
    lowest = prices[0]
    best = 0
    prices.each do |p|
        best = p - lowest if p - lowest > best
        lowest = p if p < lowest
    end
    best
end
