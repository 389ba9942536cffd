/**
 * A small valid problem folder as a map of relative path -> text, for tests of the schema and the
 * loader. Each test changes one thing and expects one named issue.
 */
export const FIXTURE_YAML = `title: Add Two
slug: add-two
difficulty: easy
category: math
tags: [math]
estimatedMinutes: 5
timeLimitMs: 1000
memoryLimitMb: 256
targetComplexity: "O(n)"
signature:
  function: addTwo
  params:
    - { name: a, type: int }
    - { name: b, type: int }
  returns: int
checker: exact
constraints:
  - "-10^9 <= a, b <= 10^9"
hints:
  - "What does + do?"
  - "Return a + b."
examples:
  - input: "a = 1, b = 2"
    args: [1, 2]
    output: "3"
    explanation: "1 + 2 = 3"
tests:
  seed: 1
  random: 10
  small: 200
wrong:
  - file: wrong/minus.py
    expect: wrong_answer
    why: "Subtracts"
invalid:
  - args: [2000000000, 1]
    rule: "-10^9 <= a"
`;

export function fixtureFiles(overrides: Record<string, string | undefined> = {}): Map<string, string> {
  const files: Record<string, string | undefined> = {
    'problem.yaml': FIXTURE_YAML,
    'statement.md': 'Return the sum of `a` and `b`.\n',
    'editorial.md': '## Add\n\n- Time: O(1)\n- Space: O(1)\n',
    'solutions/solution.js': 'var addTwo = function (a, b) { return a + b; };\n',
    'solutions/solution.py':
      'class Solution:\n    def addTwo(self, a: int, b: int) -> int:\n        return a + b\n',
    'solutions/solution.java': 'class Solution { public int addTwo(int a, int b) { return a + b; } }\n',
    'solutions/solution.cpp': 'class Solution { public: int addTwo(int a, int b) { return a + b; } };\n',
    'solutions/brute.py':
      'class Solution:\n    def addTwo(self, a: int, b: int) -> int:\n        return sum([a, b])\n',
    'wrong/minus.py': 'class Solution:\n    def addTwo(self, a: int, b: int) -> int:\n        return a - b\n',
    'tests/edge.json': '[{ "name": "zeros", "input": [0, 0], "expected": 0 }]\n',
    'gen.py': 'print("[1,2]")\n',
    'validator.py':
      'class Solution:\n    def validate(self, a: int, b: int) -> str:\n        return "" if -10**9 <= a <= 10**9 and -10**9 <= b <= 10**9 else "a = {a}: the problem needs -10^9 <= a, b <= 10^9"\n',
    ...overrides,
  };
  return new Map(Object.entries(files).filter((e): e is [string, string] => e[1] !== undefined));
}
