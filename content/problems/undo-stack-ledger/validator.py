class Solution:
    def validate(self, ops: List[str]) -> str:
        if not 1 <= len(ops) <= 10**5:
            return f"ops has {len(ops)} operations: the problem needs 1 <= ops.length <= 10^5"
        lim = 10**15
        ledger = []
        history = []  # (kind, data) of each operation still in effect, for UNDO
        for i, op in enumerate(ops):
            if op == "UNDO":
                if not history:
                    return f"ops[{i}] is UNDO with no operation left to undo: every operation is valid when it runs"
                kind, data = history.pop()
                if kind in ("PUSH", "DUP"):
                    ledger.pop()
                elif kind == "POP":
                    ledger.append(data)
                elif kind == "ADD":
                    ledger.pop()
                    ledger.extend(data)
                else:
                    ledger[-1], ledger[-2] = ledger[-2], ledger[-1]
            elif op.startswith("PUSH "):
                text = op[5:]
                digits = text[1:] if text.startswith("-") else text
                if (not digits or len(digits) > 10 or any(not "0" <= ch <= "9" for ch in digits)
                        or (len(digits) > 1 and digits[0] == "0") or text == "-0"):
                    return (f"ops[{i}] = \"{op}\" is not a valid operation: each ops[i] is \"PUSH x\" with an integer x, "
                            "or one of \"POP\", \"DUP\", \"ADD\", \"SWAP\", \"UNDO\"")
                x = int(text)
                if not -10**9 <= x <= 10**9:
                    return f"ops[{i}] pushes {x}: the problem needs \"PUSH x\" with -10^9 <= x <= 10^9"
                ledger.append(x)
                history.append(("PUSH", None))
            elif op in ("POP", "DUP"):
                if not ledger:
                    return f"ops[{i}] is {op} on an empty ledger: POP and DUP need 1 value (every operation is valid when it runs)"
                if op == "POP":
                    history.append(("POP", ledger.pop()))
                else:
                    ledger.append(ledger[-1])
                    history.append(("DUP", None))
            elif op in ("ADD", "SWAP"):
                if len(ledger) < 2:
                    return f"ops[{i}] is {op} with {len(ledger)} value(s) on the ledger: ADD and SWAP need 2 values (every operation is valid when it runs)"
                if op == "ADD":
                    a = ledger.pop()
                    b = ledger.pop()
                    s = a + b
                    if not -lim <= s <= lim:
                        return f"ops[{i}] makes the value {s}: every value on the ledger stays within -10^15 and 10^15"
                    ledger.append(s)
                    history.append(("ADD", (b, a)))
                else:
                    ledger[-1], ledger[-2] = ledger[-2], ledger[-1]
                    history.append(("SWAP", None))
            else:
                return (f"ops[{i}] = \"{op}\" is not a valid operation: each ops[i] is \"PUSH x\" with an integer x, "
                        "or one of \"POP\", \"DUP\", \"ADD\", \"SWAP\", \"UNDO\"")
        return ""
