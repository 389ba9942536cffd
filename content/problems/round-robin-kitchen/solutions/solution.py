class Solution:
    def finishOrder(self, cookTimes: List[int], slice: int) -> List[int]:
        turns = [-(-t // slice) for t in cookTimes]
        return sorted(range(len(cookTimes)), key=lambda i: (turns[i], i))
