class Solution:
    def evaluatePrefix(self, tokens: List[str]) -> int:
        stack = []
        for token in reversed(tokens):
            if token in ('+', '-', '*'):
                b = stack.pop()  # bug: the top of the stack is the first operand, not the second
                a = stack.pop()
                stack.append(a + b if token == '+' else a - b if token == '-' else a * b)
            else:
                stack.append(int(token))
        return stack[0]
