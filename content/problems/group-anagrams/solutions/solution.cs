public class Solution {
    public IList<IList<string>> GroupAnagrams(string[] strs) {
        // Anagrams share their letters in order: that is the group's key.
        var groups = new Dictionary<string, List<string>>();
        var order = new List<string>();
        foreach (var s in strs) {
            var letters = s.ToCharArray();
            Array.Sort(letters);
            var key = new string(letters);
            if (!groups.TryGetValue(key, out var group)) {
                group = new List<string>();
                groups[key] = group;
                order.Add(key);
            }
            group.Add(s);
        }
        var result = new List<IList<string>>();
        foreach (var key in order) result.Add(groups[key]);
        return result;
    }
}
