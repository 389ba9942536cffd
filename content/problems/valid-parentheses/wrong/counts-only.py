class Solution:
    def isValid(self, s: str) -> bool:
        # bug: the order of the kinds is ignored
        open_count = {'(': 0, '[': 0, '{': 0}
        match = {')': '(', ']': '[', '}': '{'}
        for c in s:
            if c in open_count:
                open_count[c] += 1
            else:
                open_count[match[c]] -= 1
                if open_count[match[c]] < 0:
                    return False
        return all(v == 0 for v in open_count.values())
