class Solution:
    def isValid(self, s: str) -> bool:
        # The definition itself: a well-formed string shrinks to nothing by deleting adjacent pairs.
        while True:
            shorter = s.replace('()', '').replace('[]', '').replace('{}', '')
            if shorter == s:
                return s == ''
            s = shorter
