class Solution:
    def validate(self, words: List[int], width: int) -> str:
        if not 1 <= len(words) <= 10**4:
            return f"words has {len(words)} elements: the problem needs 1 <= words.length <= 10^4"
        if not 1 <= width <= 200:
            return f"width = {width}: the problem needs 1 <= width <= 200"
        for i, w in enumerate(words):
            if not 1 <= w <= width:
                return f"words[{i}] = {w}: the problem needs 1 <= words[i] <= width = {width}"
        return ""
