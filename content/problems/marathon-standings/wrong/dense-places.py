class Solution:
    def standings(self, times: List[int]) -> List[int]:
        # bug: dense ranking, no places are skipped after a tie
        place_of = {t: p for p, t in enumerate(sorted(set(times)), 1)}
        return [place_of[t] for t in times]
