/**
 * @param {string[]} ops
 * @return {number[]}
 */
var runLedger = function (ops) {
  const ledger = []; // values stay within 10^15, exact in doubles
  const history = []; // [operation, data needed to reverse it]
  for (const op of ops) {
    if (op.startsWith('PUSH')) {
      ledger.push(Number(op.slice(5)));
      history.push(['PUSH']);
    } else if (op === 'POP') {
      history.push(['POP', ledger.pop()]);
    } else if (op === 'DUP') {
      ledger.push(ledger[ledger.length - 1]);
      history.push(['DUP']);
    } else if (op === 'ADD') {
      const a = ledger.pop();
      const b = ledger.pop();
      ledger.push(a + b);
      history.push(['ADD', b, a]);
    } else if (op === 'SWAP') {
      const n = ledger.length;
      [ledger[n - 1], ledger[n - 2]] = [ledger[n - 2], ledger[n - 1]];
      history.push(['SWAP']);
    } else {
      const [kind, x, y] = history.pop();
      if (kind === 'PUSH' || kind === 'DUP') {
        ledger.pop();
      } else if (kind === 'POP') {
        ledger.push(x);
      } else if (kind === 'ADD') {
        ledger.pop();
        ledger.push(x, y);
      } else {
        const n = ledger.length;
        [ledger[n - 1], ledger[n - 2]] = [ledger[n - 2], ledger[n - 1]];
      }
    }
  }
  return ledger;
};
