class Solution:
    def shelveTitles(self, order: str, titles: List[str]) -> List[str]:
        def before(a, b):
            for x, y in zip(a, b):
                if x != y:
                    return order.index(x) < order.index(y)
            return len(a) < len(b)

        shelf = []
        for t in titles:  # insertion sort with the explicit rule
            i = len(shelf)
            while i > 0 and before(t, shelf[i - 1]):
                i -= 1
            shelf.insert(i, t)
        return shelf
