class Solution:
    def validate(self, current: Optional[ListNode], previous: Optional[ListNode]) -> str:
        numbers = []
        for name, head in (("current", current), ("previous", previous)):
            digits = []
            node = head
            while node is not None:
                if len(digits) >= 10**5:
                    return f"{name} has more than 10^5 nodes: the problem needs each list to have between 1 and 10^5 nodes"
                if not 0 <= node.val <= 9:
                    return f"{name} holds {node.val}: the problem needs every node to hold a digit from 0 to 9"
                digits.append(node.val)
                node = node.next
            if not digits:
                return f"{name} is empty: the problem needs each list to have between 1 and 10^5 nodes"
            if len(digits) > 1 and digits[0] == 0:
                return f"{name} starts with a leading zero: the problem needs numbers without leading zeros (0 itself is [0])"
            numbers.append(digits)
        a, b = numbers
        if len(a) < len(b) or (len(a) == len(b) and a < b):
            return "current is smaller than previous: the problem needs the number in current to be greater than or equal to the number in previous"
        return ""
