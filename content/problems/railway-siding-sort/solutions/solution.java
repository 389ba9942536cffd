class Solution {
    public int carsDelivered(int[] arrivals) {
        int[] siding = new int[arrivals.length];
        int top = 0, next = 1;
        for (int car : arrivals) {
            siding[top++] = car;
            while (top > 0 && siding[top - 1] == next) {
                top--;
                next++;
            }
        }
        return next - 1;
    }
}
