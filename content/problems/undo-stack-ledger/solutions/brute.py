class Solution:
    def runLedger(self, ops: List[str]) -> List[int]:
        ledger = []
        snapshots = []
        for op in ops:
            if op == 'UNDO':
                ledger = snapshots.pop()
                continue
            snapshots.append(list(ledger))
            if op.startswith('PUSH'):
                ledger.append(int(op.split()[1]))
            elif op == 'POP':
                ledger.pop()
            elif op == 'DUP':
                ledger.append(ledger[-1])
            elif op == 'ADD':
                ledger.append(ledger.pop() + ledger.pop())
            elif op == 'SWAP':
                ledger[-1], ledger[-2] = ledger[-2], ledger[-1]
        return ledger
