# @param {Integer[][]} intervals
# @return {Integer[][]}
def merge(intervals)
    sorted = intervals.sort_by(&:first)
    out = []
    start, finish = sorted[0]
    sorted.each do |s, e|
        if s <= finish
            finish = e if e > finish
        else
            out << [start, finish]
            start = s
            finish = e
        end
    end
    out << [start, finish]
end
