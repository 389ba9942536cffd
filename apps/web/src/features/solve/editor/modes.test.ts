import { ensureSyntaxTree } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { classHighlighter, highlightTree } from '@lezer/highlight';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_MODES } from './setup.ts';

/** The classes the editor's highlighter gives `code` in `language`'s mode, by token text. */
async function classesOf(language: keyof typeof LANGUAGE_MODES, code: string): Promise<Map<string, string>> {
  const state = EditorState.create({ doc: code, extensions: [await LANGUAGE_MODES[language]()] });
  const tree = ensureSyntaxTree(state, code.length, 5000);
  if (!tree) throw new Error('no syntax tree');
  const out = new Map<string, string>();
  highlightTree(tree, classHighlighter, (from, to, classes) => out.set(code.slice(from, to), classes));
  return out;
}

describe('every editor language has a highlighting mode (issue 29: the ten)', () => {
  it('C: keywords, types, numbers and comments through lang-cpp', async () => {
    const t = await classesOf('c', 'int* twoSum(int* nums, int numsSize) {\n    return NULL; // none\n}\n');
    expect(t.get('return')).toContain('tok-keyword');
    expect(t.get('int')).toMatch(/tok-(keyword|typeName)/);
    expect(t.get('// none')).toContain('tok-comment');
  });
  it("C#: keywords, strings and comments through legacy-modes' clike csharp", async () => {
    const t = await classesOf(
      'csharp',
      'public class Solution {\n    public string Name(int n) { return "x" + n; } // why\n}\n',
    );
    expect(t.get('public')).toContain('tok-keyword');
    expect(t.get('class')).toContain('tok-keyword');
    expect(t.get('return')).toContain('tok-keyword');
    expect(t.get('"x"')).toContain('tok-string');
    expect(t.get('// why')).toContain('tok-comment');
  });
  it('TypeScript: type annotations as types, through lang-javascript in its TypeScript dialect', async () => {
    const t = await classesOf(
      'typescript',
      'function twoSum(nums: number[], target: number): number[] {\n  return []; // none\n}\n',
    );
    expect(t.get('function')).toContain('tok-keyword');
    expect(t.get('number')).toContain('tok-typeName');
    expect(t.get('// none')).toContain('tok-comment');
  });
  it('Go: keywords, types and comments through lang-go', async () => {
    const t = await classesOf(
      'go',
      'func twoSum(nums []int, target int) []int {\n    return nil // none\n}\n',
    );
    expect(t.get('func')).toContain('tok-keyword');
    expect(t.get('return')).toContain('tok-keyword');
    expect(t.get('int')).toMatch(/tok-(typeName|keyword)/);
    expect(t.get('// none')).toContain('tok-comment');
  });
  it('Rust: keywords, types and strings through lang-rust', async () => {
    const t = await classesOf(
      'rust',
      'impl Solution {\n    pub fn two_sum(nums: Vec<i32>) -> String { "x".to_string() } // why\n}\n',
    );
    expect(t.get('impl')).toContain('tok-keyword');
    expect(t.get('fn')).toContain('tok-keyword');
    expect(t.get('i32')).toMatch(/tok-(typeName|keyword)/);
    expect(t.get('"x"')).toContain('tok-string');
    expect(t.get('// why')).toContain('tok-comment');
  });
  it("Ruby: keywords, strings and comments through legacy-modes' ruby", async () => {
    const t = await classesOf('ruby', 'def two_sum(nums, target)\n  return "x" # why\nend\n');
    expect(t.get('def')).toContain('tok-keyword');
    expect(t.get('end')).toContain('tok-keyword');
    expect(t.get('"x"')).toContain('tok-string');
    expect(t.get('# why')).toContain('tok-comment');
  });
});
