class Solution:
    def groupAnagrams(self, strs: List[str]) -> List[List[str]]:
        # Pairwise: two strings are anagrams when each letter occurs equally often in both.
        def same_letters(a, b):
            return len(a) == len(b) and all(a.count(c) == b.count(c) for c in set(a) | set(b))

        groups = []
        for s in strs:
            for group in groups:
                if same_letters(group[0], s):
                    group.append(s)
                    break
            else:
                groups.append([s])
        return groups
