class Solution:
    def evaluatePrefix(self, tokens: List[str]) -> int:
        stack = []
        for token in reversed(tokens):
            if token in ('+', '-', '*'):
                a = stack.pop()  # first operand
                b = stack.pop()  # second operand
                if token == '+':
                    stack.append(a + b)
                elif token == '-':
                    stack.append(a - b)
                else:
                    stack.append(a * b)
            else:
                stack.append(int(token))
        return stack[0]
