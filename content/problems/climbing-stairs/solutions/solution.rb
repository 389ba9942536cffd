# @param {Integer} n
# @return {Integer}
def climb_stairs(n)
    prev = 1 # ways(0)
    cur = 1 # ways(1)
    (2..n).each { prev, cur = cur, prev + cur }
    cur
end
