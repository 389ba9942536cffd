class Solution {
public:
    vector<int> sortArray(vector<int>& nums) {
        // Heap sort, in place: build a max-heap, then move the maximum to the end repeatedly.
        vector<int> a = nums;
        int n = a.size();
        for (int i = n / 2 - 1; i >= 0; i--) siftDown(a, i, n);
        for (int end = n - 1; end > 0; end--) {
            swap(a[0], a[end]);
            siftDown(a, 0, end);
        }
        return a;
    }

private:
    static void siftDown(vector<int>& a, int i, int size) {
        while (true) {
            int largest = i, l = 2 * i + 1, r = l + 1;
            if (l < size && a[l] > a[largest]) largest = l;
            if (r < size && a[r] > a[largest]) largest = r;
            if (largest == i) return;
            swap(a[i], a[largest]);
            i = largest;
        }
    }
};
