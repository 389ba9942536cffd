class Solution:
    def countPrefixMatches(self, titles: List[str], prefixes: List[str]) -> List[int]:
        return [sum(1 for t in titles if t.startswith(p)) for p in prefixes]
