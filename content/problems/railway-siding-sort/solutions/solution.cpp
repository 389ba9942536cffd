class Solution {
public:
    int carsDelivered(vector<int>& arrivals) {
        vector<int> siding;
        siding.reserve(arrivals.size());
        int next = 1;
        for (int car : arrivals) {
            siding.push_back(car);
            while (!siding.empty() && siding.back() == next) {
                siding.pop_back();
                next++;
            }
        }
        return next - 1;
    }
};
