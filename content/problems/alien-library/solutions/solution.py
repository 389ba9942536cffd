class Solution:
    def shelveTitles(self, order: str, titles: List[str]) -> List[str]:
        rank = {c: i for i, c in enumerate(order)}
        return sorted(titles, key=lambda t: [rank[c] for c in t])
