import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, loadDraft, loadLanguage, saveDraft, saveLanguage } from './drafts.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const ada = { userId: 'u1', problemId: 'p1' };
const bob = { userId: 'u2', problemId: 'p1' };

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('drafts', () => {
  it('keeps one draft per learner, problem and language', () => {
    expect(saveDraft(ada, 'python', 'print(1)', 'starter')).toBe(true);
    saveDraft(ada, 'java', 'class A {}', 'starter');
    expect(loadDraft(ada, 'python')).toBe('print(1)');
    expect(loadDraft(ada, 'java')).toBe('class A {}');
    expect(loadDraft(ada, 'cpp')).toBeNull();
    expect(loadDraft(bob, 'python')).toBeNull();
    expect(loadDraft({ ...ada, problemId: 'p2' }, 'python')).toBeNull();
  });

  it('drops a draft that went back to the starter code, and on clear', () => {
    saveDraft(ada, 'python', 'edited', 'starter');
    saveDraft(ada, 'python', 'starter', 'starter');
    expect(loadDraft(ada, 'python')).toBeNull();
    saveDraft(ada, 'cpp', 'edited', 'starter');
    clearDraft(ada, 'cpp');
    expect(loadDraft(ada, 'cpp')).toBeNull();
  });

  it('ignores what it did not write, and says when the browser refuses to store', () => {
    localStorage.setItem('codecoach:draft:u1:p1:javascript', '{not json');
    expect(loadDraft(ada, 'javascript')).toBeNull();
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(saveDraft(ada, 'javascript', 'x', 'starter')).toBe(false);
  });

  it('remembers the last language per problem and ignores an unknown one', () => {
    expect(loadLanguage(ada)).toBeNull();
    saveLanguage(ada, 'cpp');
    expect(loadLanguage(ada)).toBe('cpp');
    localStorage.setItem('codecoach:draft:u2:p1:language', 'cobol');
    expect(loadLanguage(bob)).toBeNull();
  });
});
