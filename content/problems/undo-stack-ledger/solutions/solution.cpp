class Solution {
public:
    vector<long long> runLedger(vector<string>& ops) {
        vector<long long> ledger;
        struct Entry { char kind; long long a, b; };
        vector<Entry> history;
        for (const string& op : ops) {
            if (op.rfind("PUSH", 0) == 0) {
                ledger.push_back(stoll(op.substr(5)));
                history.push_back({'P', 0, 0});
            } else if (op == "POP") {
                history.push_back({'O', ledger.back(), 0});
                ledger.pop_back();
            } else if (op == "DUP") {
                ledger.push_back(ledger.back());
                history.push_back({'D', 0, 0});
            } else if (op == "ADD") {
                long long a = ledger.back(); ledger.pop_back();
                long long b = ledger.back(); ledger.pop_back();
                ledger.push_back(a + b);
                history.push_back({'A', b, a});
            } else if (op == "SWAP") {
                swap(ledger[ledger.size() - 1], ledger[ledger.size() - 2]);
                history.push_back({'S', 0, 0});
            } else { // UNDO
                Entry e = history.back();
                history.pop_back();
                if (e.kind == 'P' || e.kind == 'D') {
                    ledger.pop_back();
                } else if (e.kind == 'O') {
                    ledger.push_back(e.a);
                } else if (e.kind == 'A') {
                    ledger.pop_back();
                    ledger.push_back(e.a);
                    ledger.push_back(e.b);
                } else {
                    swap(ledger[ledger.size() - 1], ledger[ledger.size() - 2]);
                }
            }
        }
        return ledger;
    }
};
