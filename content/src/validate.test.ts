import { describe, expect, it } from 'vitest';
import { FIXTURE_YAML, fixtureFiles } from './fixture.test-util.ts';
import { formatIssue, type Issue } from './schema.ts';
import { validateFolder } from './validate.ts';

function issuesOf(overrides: Record<string, string | undefined>, slug = 'add-two'): string[] {
  const result = validateFolder(slug, fixtureFiles(overrides));
  return result.ok ? [] : result.issues.map((i: Issue) => formatIssue(slug, i));
}

const yaml = (from: string, to: string): string => {
  if (!FIXTURE_YAML.includes(from)) throw new Error(`fixture has no ${from}`);
  return FIXTURE_YAML.replace(from, to);
};

describe('validateFolder', () => {
  it('accepts the fixture and returns its metadata and edge tests', () => {
    const result = validateFolder('add-two', fixtureFiles());
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.meta.signature.function).toBe('addTwo');
      expect(result.value.edge).toEqual([{ name: 'zeros', input: [0, 0], expected: 0 }]);
    }
  });

  it('names each missing or empty required file', () => {
    expect(issuesOf({ 'solutions/solution.java': undefined, 'statement.md': '  \n' })).toEqual([
      'add-two/statement.md: is empty',
      'add-two/solutions/solution.java: missing (see content/FORMAT.md)',
    ]);
  });

  it('requires the input validator and its planted invalid inputs, well-typed', () => {
    expect(issuesOf({ 'validator.py': undefined })).toEqual([
      'add-two/validator.py: missing: every problem needs its input validator',
    ]);
    expect(
      issuesOf({ 'problem.yaml': yaml('invalid:\n  - args: [2000000000, 1]\n    rule: "-10^9 <= a"\n', '') }),
    ).toEqual(['add-two/problem.yaml invalid: missing: the validator needs planted invalid inputs']);
    expect(issuesOf({ 'problem.yaml': yaml('args: [2000000000, 1]', 'args: [1]') })).toEqual([
      'add-two/problem.yaml invalid[0].args: expected 2 argument(s) (a, b), got 1',
    ]);
  });

  it('requires the slug to equal the folder name', () => {
    expect(issuesOf({}, 'add-three')).toEqual([
      'add-three/problem.yaml slug: is add-two but the folder is add-three',
    ]);
  });

  it('reports schema errors with the field path', () => {
    expect(issuesOf({ 'problem.yaml': yaml('category: math', 'category: maths') })[0]).toMatch(
      /^add-two\/problem\.yaml category: /,
    );
    expect(issuesOf({ 'problem.yaml': yaml('tags: [math]', 'tags: [Math_Stuff]') })).toEqual([
      'add-two/problem.yaml tags[0]: must be lower-case kebab-case',
    ]);
    expect(issuesOf({ 'problem.yaml': yaml('  small: 200', '  small: 20') })[0]).toMatch(/tests\.small: /);
    expect(issuesOf({ 'problem.yaml': yaml('    expect: wrong_answer', '    expect: accepted') })[0]).toMatch(
      /wrong\[0\]\.expect: /,
    );
  });

  it('rejects unknown keys, so a misspelt field is not silently ignored', () => {
    expect(issuesOf({ 'problem.yaml': `${FIXTURE_YAML}hint: ["x"]\n` })[0]).toMatch(/problem\.yaml: .*hint/);
  });

  it('reports YAML syntax errors', () => {
    expect(issuesOf({ 'problem.yaml': 'title: [unclosed\n' })[0]).toMatch(/^add-two\/problem\.yaml: /);
  });

  it('checks examples against the signature', () => {
    expect(issuesOf({ 'problem.yaml': yaml('args: [1, 2]', 'args: [1]') })).toEqual([
      'add-two/problem.yaml examples[0].args: expected 2 argument(s) (a, b), got 1',
      'add-two/problem.yaml examples[0].input: says [1,2] but args are [1]',
    ]);
    expect(issuesOf({ 'problem.yaml': yaml('args: [1, 2]', 'args: [1, 2.5]') })).toContain(
      'add-two/problem.yaml examples[0].args: b: expected int (32-bit), got 2.5',
    );
    expect(issuesOf({ 'problem.yaml': yaml('input: "a = 1, b = 2"', 'input: "a = 1, c = 2"') })).toEqual([
      'add-two/problem.yaml examples[0].input: expected "b = ..." as argument 2',
    ]);
    expect(issuesOf({ 'problem.yaml': yaml('output: "3"', 'output: "three"') })).toEqual([
      'add-two/problem.yaml examples[0].output: must be JSON (e.g. [0,1], true, "abc"), got three',
    ]);
    expect(issuesOf({ 'problem.yaml': yaml('output: "3"', 'output: "[3]"') })).toEqual([
      'add-two/problem.yaml examples[0].output: output: expected int (32-bit), got [3]',
    ]);
  });

  it('checks the planted solutions against the list', () => {
    expect(issuesOf({ 'wrong/minus.py': undefined })).toEqual([
      'add-two/problem.yaml wrong[0].file: wrong/minus.py does not exist',
    ]);
    expect(issuesOf({ 'wrong/extra.js': 'var addTwo = () => 0;' })).toEqual([
      'add-two/wrong/extra.js: not listed under wrong: in problem.yaml (every planted solution needs its verdict)',
    ]);
  });

  it('checks edge.json shape and types', () => {
    expect(issuesOf({ 'tests/edge.json': '[{ "name": "x", "input": [1] }]' })).toEqual([
      'add-two/tests/edge.json [0] "x" input: expected 2 argument(s) (a, b), got 1',
    ]);
    expect(issuesOf({ 'tests/edge.json': '[{ "name": "x", "input": [1, 2], "expected": "3" }]' })).toEqual([
      'add-two/tests/edge.json [0] "x": expected: expected int (32-bit), got "3"',
    ]);
    expect(issuesOf({ 'tests/edge.json': '[{ "name": "x", "input": [1, 2], "output": 3 }]' })[0]).toMatch(
      /^add-two\/tests\/edge\.json \[0\]: /,
    );
    expect(
      issuesOf({ 'tests/edge.json': '[{ "name": "x", "input": [1, 2] }, { "name": "x", "input": [3, 4] }]' }),
    ).toEqual(['add-two/tests/edge.json: edge test names must be unique']);
    expect(issuesOf({ 'tests/edge.json': '[{' })[0]).toMatch(/^add-two\/tests\/edge\.json: invalid JSON/);
  });

  it('requires checker.mjs exactly when the checker is custom', () => {
    expect(issuesOf({ 'problem.yaml': yaml('checker: exact', 'checker: custom') })).toEqual([
      'add-two/checker.mjs: missing: checker is custom',
    ]);
    expect(issuesOf({ 'checker.mjs': 'export default () => true;' })).toEqual([
      'add-two/checker.mjs: present but checker is exact',
    ]);
  });

  it('requires the editorial to state complexities', () => {
    expect(issuesOf({ 'editorial.md': 'Just add them.' })).toEqual([
      'add-two/editorial.md: states no complexity: give each approach its time and space, e.g. O(n)',
    ]);
  });
});
