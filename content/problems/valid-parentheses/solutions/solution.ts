function isValid(s: string): boolean {
    const opener: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
    const stack: string[] = [];
    for (const c of s) {
        if (c === '(' || c === '[' || c === '{') stack.push(c);
        else if (stack.pop() !== opener[c]) return false;
    }
    return stack.length === 0;
};
