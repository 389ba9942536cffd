import { describe, expect, it } from 'vitest';
import { preparationAnswer } from '../builtin/chat-general.ts';
import type { ChatTurn } from '../engine.ts';
import { PRACTICE, practiceAdvice } from './practice.ts';
import { resolveTurn } from './turn.ts';

const ids = (q: string) => practiceAdvice(q).map((a) => a.id);
const turn = (question: string): ChatTurn => ({
  intent: 'preparation',
  guessed: false,
  score: 0.9,
  question,
});

describe('how to practise: the advice a preparation question asks for', () => {
  it('finds the piece a question is about, typos and shorthand included', () => {
    expect(ids('how many problems should I solve per day')[0]).toBe('pace');
    expect(ids('hw many hrs a day')[0]).toBe('pace');
    expect(ids('is it worth using a timer when i practise')[0]).toBe('timing');
    expect(ids('how long should i be stuck before i look at a hint')[0]).toBe('stuck');
    expect(ids('i keep forgeting problems i solved last week')).toContain('review');
    expect(ids('finished the tree problems, what next?')[0]).toBe('next');
    expect(ids('should i do mediums or hards')[0]).toBe('difficulty');
    expect(ids('i freeze in mock interviews, help')[0]).toBe('mock');
    expect(ids('should i stick to one language')[0]).toBe('language');
  });

  it('gives none for a question of no method (the plan answers it alone)', () => {
    expect(ids('what is a heap')).toEqual([]);
    expect(ids('hello')).toEqual([]);
  });

  it('every piece has its own question words and a text of a few sentences', () => {
    expect(new Set(PRACTICE.map((p) => p.id)).size).toBe(PRACTICE.length);
    for (const p of PRACTICE) {
      expect(p.asked.split(' ').length).toBeGreaterThanOrEqual(5);
      expect(p.text.length).toBeGreaterThan(150);
    }
  });

  it('the preparation answer leads with it, then the plan', () => {
    const a = preparationAnswer(
      turn('how many problems a day, and should i time myself?'),
      undefined,
      undefined,
    );
    expect(a).toMatch(/^\*\*How much to practise\*\*: /);
    expect(a).toMatch(/\*\*Timing yourself\*\*: /);
    expect(a).toMatch(/Learn/);
    expect(preparationAnswer(turn('which topics are there'), undefined, undefined)).not.toMatch(
      /Timing yourself/,
    );
  });

  it('"ok and after that?" continues whatever came before: the plan after a plan, the ladder after a hint', () => {
    const conv = (...t: string[]) => t.map((content) => ({ role: 'user' as const, content }));
    const after = resolveTurn(
      conv('im done with the easy backtracking problems. what should i do next?', 'ok and after that?'),
      { hasProblem: true },
    );
    expect(after).toMatchObject({ intent: 'preparation', followUp: 'more' });
    expect(resolveTurn(conv('give me a hint', 'then what?'), { hasProblem: true })).toMatchObject({
      intent: 'hint',
      followUp: 'more',
    });
    // With nothing before it, it is read on its own.
    expect(resolveTurn(conv('ok and after that?'), { hasProblem: true }).followUp).toBeUndefined();
  });
});
