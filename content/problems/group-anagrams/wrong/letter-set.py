class Solution:
    def groupAnagrams(self, strs: List[str]) -> List[List[str]]:
        groups = collections.defaultdict(list)
        for s in strs:
            groups[frozenset(s)].append(s)  # bug: ignores how often each letter occurs
        return list(groups.values())
