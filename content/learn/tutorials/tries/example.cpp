class Solution {
    struct Node {
        map<char, unique_ptr<Node>> children;
        int pass = 0;
    };

public:
    int countPrefix(vector<string>& words, string prefix) {
        Node root;
        for (const string& w : words) {
            Node* node = &root;
            node->pass++;
            for (char ch : w) {
                auto& child = node->children[ch];
                if (!child) child = make_unique<Node>();
                node = child.get();
                node->pass++; // one more word passes through this prefix
            }
        }
        Node* node = &root;
        for (char ch : prefix) {
            auto it = node->children.find(ch);
            if (it == node->children.end()) return 0;
            node = it->second.get();
        }
        return node->pass;
    }
};
