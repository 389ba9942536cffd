class Solution:
    def validate(self, tokens: List[str]) -> str:
        if not 1 <= len(tokens) <= 10**5:
            return f"tokens has {len(tokens)} elements: the problem needs 1 <= tokens.length <= 10^5"
        digits = set("0123456789")
        stack = []
        for i in range(len(tokens) - 1, -1, -1):
            t = tokens[i]
            if t == "+" or t == "-" or t == "*":
                if len(stack) < 2:
                    return f"the operator tokens[{i}] = {t!r} lacks two operands: tokens must be a valid prefix expression"
                a = stack.pop()
                b = stack.pop()
                v = a + b if t == "+" else a - b if t == "-" else a * b
                if abs(v) > 10**15:
                    return f"the subexpression starting at tokens[{i}] has value {v}: the absolute value of every subexpression must be at most 10^15"
                stack.append(v)
                continue
            body = t[1:] if t.startswith("-") else t
            if (not body or len(body) > 10 or any(c not in digits for c in body)
                    or (len(body) > 1 and body[0] == "0") or t == "-0"):
                return f"tokens[{i}] = {t!r}: each token must be \"+\", \"-\", \"*\" or an integer between -10^9 and 10^9"
            v = int(t)
            if not -10**9 <= v <= 10**9:
                return f"tokens[{i}] = {t!r}: each token must be \"+\", \"-\", \"*\" or an integer between -10^9 and 10^9"
            stack.append(v)
        if len(stack) != 1:
            return f"tokens leave {len(stack)} values instead of one: tokens must be a valid prefix expression"
        return ""
