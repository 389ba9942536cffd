bool isValid(char* s) {
    // Each closing bracket must match the latest opening one still open.
    size_t n = strlen(s);
    char* open = malloc(n + 1);
    size_t top = 0;
    bool ok = true;
    for (size_t i = 0; i < n && ok; i++) {
        char c = s[i];
        if (c == '(' || c == '[' || c == '{') {
            open[top++] = c;
        } else {
            char want = c == ')' ? '(' : c == ']' ? '[' : '{';
            ok = top > 0 && open[--top] == want;
        }
    }
    free(open);
    return ok && top == 0;
}
