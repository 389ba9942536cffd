# @param {String[]} strs
# @return {String[][]}
def group_anagrams(strs)
    groups = Hash.new { |h, k| h[k] = [] }
    strs.each { |s| groups[s.chars.sort.join] << s }
    groups.values
end
