class Solution:
    def runLedger(self, ops: List[str]) -> List[int]:
        ledger = []
        history = []  # (operation, data needed to reverse it)
        for op in ops:
            if op.startswith('PUSH'):
                ledger.append(int(op[5:]))
                history.append(('PUSH', None))
            elif op == 'POP':
                history.append(('POP', ledger.pop()))
            elif op == 'DUP':
                ledger.append(ledger[-1])
                history.append(('DUP', None))
            elif op == 'ADD':
                a = ledger.pop()
                b = ledger.pop()
                ledger.append(a + b)
                history.append(('ADD', (b, a)))
            elif op == 'SWAP':
                ledger[-1], ledger[-2] = ledger[-2], ledger[-1]
                history.append(('SWAP', None))
            else:  # UNDO
                kind, data = history.pop()
                if kind in ('PUSH', 'DUP'):
                    ledger.pop()
                elif kind == 'POP':
                    ledger.append(data)
                elif kind == 'ADD':
                    ledger.pop()
                    ledger.extend(data)
                else:
                    ledger[-1], ledger[-2] = ledger[-2], ledger[-1]
        return ledger
