class Solution {
public:
    vector<char> readPositions(string encoded, vector<long long>& queries) {
        vector<char> letters;
        vector<long long> starts;
        long long total = 0;
        for (size_t i = 0; i < encoded.size();) {
            char letter = encoded[i++];
            long long count = 0;
            while (i < encoded.size() && isdigit((unsigned char)encoded[i])) count = count * 10 + (encoded[i++] - '0');
            letters.push_back(letter);
            starts.push_back(total);
            total += count;
        }
        vector<char> answer;
        answer.reserve(queries.size());
        for (long long x : queries) {
            int r = upper_bound(starts.begin(), starts.end(), x) - starts.begin() - 1;
            answer.push_back(letters[r]);
        }
        return answer;
    }
};
