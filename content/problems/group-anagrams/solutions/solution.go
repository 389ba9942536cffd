func groupAnagrams(strs []string) [][]string {
    // Anagrams share their letter counts: a [26]int is a map key of its own.
    groups := map[[26]int][]string{}
    order := [][26]int{}
    for _, s := range strs {
        var key [26]int
        for i := 0; i < len(s); i++ {
            key[s[i]-'a']++
        }
        if _, ok := groups[key]; !ok {
            order = append(order, key)
        }
        groups[key] = append(groups[key], s)
    }
    out := make([][]string, 0, len(order))
    for _, k := range order {
        out = append(out, groups[k])
    }
    return out
}
