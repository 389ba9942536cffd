class Solution {
public:
    vector<char> readPositions(string encoded, vector<long long>& queries) {
        vector<char> letters;
        vector<long long> counts;
        for (size_t i = 0; i < encoded.size();) {
            char letter = encoded[i++];
            long long count = 0;
            while (i < encoded.size() && isdigit((unsigned char)encoded[i])) count = count * 10 + (encoded[i++] - '0');
            letters.push_back(letter);
            counts.push_back(count);
        }
        vector<char> answer;
        for (long long x : queries) {
            size_t r = 0;
            while (x >= counts[r]) x -= counts[r++];  // walk the runs from the start every time
            answer.push_back(letters[r]);
        }
        return answer;
    }
};
