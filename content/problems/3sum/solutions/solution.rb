# @param {Integer[]} nums
# @return {Integer[][]}
def three_sum(nums)
    # Hash lookups over the distinct values: for each smallest value a and middle value b, the
    # third value c = -a - b is looked up in the counts. Each triplet a <= b <= c comes once,
    # because a and b run over distinct values in increasing order.
    counts = nums.tally
    values = counts.keys.sort
    answer = []
    last = values.length # one past the last b allowed for the current a
    values.each_with_index do |a, i|
        break if a > 0 # three positives cannot sum to 0
        # b runs over a <= b <= c = -a - b, that is b <= (-a) / 2 (floor); as a grows that bound
        # only falls, so `last` only moves left
        last -= 1 while last > 0 && values[last - 1] > (-a).div(2)
        j = i
        while j < last
            b = values[j]
            c = -a - b
            j += 1
            k = counts[c]
            next if k.nil?
            enough = if a == b && b == c then counts[a] >= 3
                     elsif a == b then counts[a] >= 2
                     elsif b == c then k >= 2
                     else true
                     end
            answer << [a, b, c] if enough
        end
    end
    answer
end
