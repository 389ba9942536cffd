class Solution {
public:
    long long rolloutCost(int n, vector<vector<int>>& existing, vector<vector<int>>& offers) {
        parent.resize(n);
        size.assign(n, 1);
        iota(parent.begin(), parent.end(), 0);
        groups = n;
        for (auto& e : existing) unite(e[0], e[1]);
        vector<int> order(offers.size());
        iota(order.begin(), order.end(), 0);
        sort(order.begin(), order.end(), [&](int x, int y) { return offers[x][2] < offers[y][2]; });
        long long total = 0;
        for (int i : order) {
            if (groups == 1) break;
            if (unite(offers[i][0], offers[i][1])) total += offers[i][2];
        }
        return groups == 1 ? total : -1;
    }

private:
    vector<int> parent, size;
    int groups = 0;

    int find(int x) {
        int root = x;
        while (parent[root] != root) root = parent[root];
        while (parent[x] != root) {
            int next = parent[x];
            parent[x] = root;
            x = next;
        }
        return root;
    }

    bool unite(int a, int b) {
        a = find(a);
        b = find(b);
        if (a == b) return false;
        if (size[a] < size[b]) swap(a, b);
        parent[b] = a;
        size[a] += size[b];
        groups--;
        return true;
    }
};
