class Solution:
    def firstSuggestions(self, words: List[str], typed: List[str]) -> List[str]:
        answer = []
        for p in typed:
            matches = [w for w in words if w.startswith(p)]
            answer.append(min(matches) if matches else '')
        return answer
