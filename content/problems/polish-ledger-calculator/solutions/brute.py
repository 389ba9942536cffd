class Solution:
    def evaluatePrefix(self, tokens: List[str]) -> int:
        # Rewrite as a fully parenthesised infix string and let Python evaluate it.
        pos = 0

        def parse() -> str:
            nonlocal pos
            token = tokens[pos]
            pos += 1
            if token in ('+', '-', '*'):
                left = parse()
                right = parse()
                return f'({left} {token} {right})'
            return f'({token})'

        return eval(parse())
