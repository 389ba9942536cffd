import { describe, expect, it } from 'vitest';
import { CHAT_INTENTS, type ChatIntent } from '../engine.ts';
import { trainNaiveBayes } from './bayes.ts';
import { CONFIDENT, classify, FLOOR } from './intent.ts';
import { normalise } from './normalise.ts';
import { resolveTurn } from './turn.ts';
import { EXAMPLES, UTTERANCES } from './utterances.ts';

/** Utterances in the training corpus's style, none of them in it (nor in the evaluation sets). */
const HELD_OUT: Array<[string, ChatIntent]> = [
  ['how would I even model this one', 'approach'],
  ['is a greedy strategy the way to go here', 'approach'],
  ['im completely stuck, a small hint?', 'hint'],
  ['a clue for the next step please', 'hint'],
  ['why does my program print the wrong total', 'why-wrong'],
  ['my c++ code crashes with a segfault', 'why-wrong'],
  ['which input makes my function fail', 'which-test'],
  ['show me a test case my code gets wrong', 'which-test'],
  ['what is the big o of what i wrote', 'complexity'],
  ['is my code quadratic in time', 'complexity'],
  ['my code is way too slow for big inputs', 'faster'],
  ['how do i optimise this to pass the time limit', 'faster'],
  ['what corner cases could trip me up', 'edge-cases'],
  ['which special inputs should i test', 'edge-cases'],
  ['can the input list be empty', 'statement'],
  ['what is the output supposed to be', 'statement'],
  ['what does a hash set do', 'concept'],
  ['explain how bfs works', 'concept'],
  ['what topics should i learn before interviews', 'preparation'],
  ['what should i practise after this', 'preparation'],
  ['write the entire solution for me', 'solution-request'],
  ['just paste the answer code', 'solution-request'],
  ['what is the weather like in paris', 'off-topic'],
  ['tell me a funny joke', 'off-topic'],
];

const chat = (...texts: string[]) =>
  texts.flatMap((content, i) => [
    { role: 'user' as const, content },
    ...(i < texts.length - 1 ? [{ role: 'assistant' as const, content: 'an answer' }] : []),
  ]);

describe('the intent classifier (naive Bayes over the training corpus)', () => {
  it('is trained on at least 25 distinct utterances of every intent', () => {
    for (const intent of CHAT_INTENTS) {
      const us = UTTERANCES[intent];
      expect(us.length).toBeGreaterThanOrEqual(25);
      expect(new Set(us.map((u) => u.toLowerCase())).size).toBe(us.length);
    }
  });

  it('generalises within its corpus: 10-fold cross-validation reads at least 70% right', () => {
    let right = 0;
    for (let fold = 0; fold < 10; fold++) {
      const model = trainNaiveBayes(EXAMPLES.filter((_, j) => j % 10 !== fold));
      for (const [j, [label, text]] of EXAMPLES.entries()) {
        if (j % 10 !== fold) continue;
        const p = model.posterior(normalise(text));
        const best = (Object.keys(p) as ChatIntent[]).reduce((a, b) => (p[b] > p[a] ? b : a));
        if (best === label) right++;
      }
    }
    expect(right / EXAMPLES.length).toBeGreaterThanOrEqual(0.7);
  }, 60_000);

  it.each(HELD_OUT)('%s -> %s', (text, intent) => {
    expect(classify(text, { hasProblem: true }).intent).toBe(intent);
  });

  it('gives probabilities: every intent scored, summing to 1', () => {
    const c = classify('how do i make this faster', { hasProblem: true });
    const sum = CHAT_INTENTS.reduce((s, i) => s + c.scores[i], 0);
    expect(sum).toBeCloseTo(1, 6);
    expect(c.score).toBeGreaterThanOrEqual(CONFIDENT);
    expect(c.unsure).toBe(false);
  });

  it('recognises nothing in words it never saw, and falls back', () => {
    const c = classify('qwertz blorp vexil', { hasProblem: true });
    expect(c.score).toBeLessThan(FLOOR);
    expect(c.guessed).toBe(true);
  });

  it('reads a typo as the word it was meant to be', () => {
    expect(classify('complexty of my code', { hasProblem: true }).intent).toBe('complexity');
    expect(classify('whats the aproach here', { hasProblem: true }).intent).toBe('approach');
  });

  it('takes the context as a prior: code in the editor, the general chat', () => {
    const text = 'too slow, is there a better way';
    expect(classify(text, { hasProblem: true, hasCode: true }).intent).toBe('faster');
    expect(classify(text, { hasProblem: true, hasCode: false }).intent).toBe('approach');
    const general = classify('what should i do', { hasProblem: false });
    expect(general.scores.preparation).toBeGreaterThan(classify('what should i do').scores.preparation);
  });
});

describe('follow-ups take the previous intent', () => {
  const ctx = { hasProblem: true, hasCode: true };
  it('"why?" after a complexity question is about the complexity', () => {
    expect(resolveTurn(chat('is my code n log n?', 'why?'), ctx)).toMatchObject({
      intent: 'complexity',
      followUp: 'why',
    });
  });

  it('a long why-question that asks nothing new continues the previous turn', () => {
    const t = resolveTurn(
      chat('is my code n log n?', 'why would that be, there is only one loop in it'),
      ctx,
    );
    expect(t).toMatchObject({ intent: 'complexity', followUp: 'why', question: 'is my code n log n?' });
  });

  it('"and in Java?" after a concept keeps the concept and names the language', () => {
    expect(resolveTurn(chat('how does a heap work', 'and in Java?'), ctx)).toMatchObject({
      intent: 'concept',
      language: 'java',
      followUp: 'language',
    });
  });

  it('"that was too complicated" after a concept asks for it more simply', () => {
    expect(resolveTurn(chat('what is a trie', 'that was too complicated for me'), ctx)).toMatchObject({
      intent: 'concept',
      followUp: 'simpler',
    });
  });

  it('a clear new question is its own intent', () => {
    const t = resolveTurn(chat('give me a hint', 'what edge cases should i watch out for'), ctx);
    expect(t.intent).toBe('edge-cases');
    expect(t.followUp).toBeUndefined();
  });
});
