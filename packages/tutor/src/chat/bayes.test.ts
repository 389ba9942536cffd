import { describe, expect, it } from 'vitest';
import type { ChatIntent } from '../engine.ts';
import { featuresOf, markedWords, trainNaiveBayes } from './bayes.ts';
import { classify } from './intent.ts';
import { resolveTurn } from './turn.ts';
import { UTTERANCES } from './utterances.ts';

const top = (p: Record<string, number>) => Object.entries(p).sort((a, b) => b[1] - a[1])[0]?.[0];

describe('naive Bayes over words, word pairs and letter trigrams', () => {
  const model = trainNaiveBayes<'fruit' | 'tool'>([
    ['fruit', 'an apple is sweet'],
    ['fruit', 'a ripe banana'],
    ['tool', 'a sharp hammer'],
    ['tool', 'the heavy wrench'],
  ]);

  it('gives posteriors that sum to 1, the likelier label first', () => {
    const p = model.posterior('is the banana ripe');
    expect(p.fruit + p.tool).toBeCloseTo(1);
    expect(top(p)).toBe('fruit');
  });

  it('reads a typo through the letter trigrams', () => {
    expect(top(model.posterior('hamer'))).toBe('tool');
  });

  it('knows nothing of words it never saw', () => {
    expect(model.known('quantum entanglement')).toBe(0);
    expect(model.known('apple quantum')).toBe(0.5);
  });

  it('marks the words a negation governs, up to a punctuation mark', () => {
    expect(markedWords('not a hint, the code')).toEqual(['not', 'not_a', 'not_hint', 'the', 'code']);
    expect(featuresOf('no hint').has('w:not_hint')).toBe(true);
    expect(featuresOf('no hint').has('w:hint')).toBe(false);
  });
});

/**
 * Wordings written for this test, none in the utterance set or the evaluation's questions: the
 * classifier must reach them from what the intents mean, not from the phrases it was given.
 */
const UNSEEN: Array<[string, ChatIntent, { hasCode?: boolean }?]> = [
  ['could you give me a pointer in the right direction', 'hint'],
  ['what family of algorithms does this belong to', 'approach'],
  ['my function keeps returning the wrong number', 'why-wrong', { hasCode: true }],
  ['produce a test my program gets wrong', 'which-test', { hasCode: true }],
  ['what is the asymptotic cost of my program', 'complexity', { hasCode: true }],
  ['the judge says time limit, how to speed up', 'faster', { hasCode: true }],
  ['which inputs are worth trying before i submit', 'edge-cases'],
  ['may the array contain zeros', 'statement'],
  ['what does a deque do', 'concept'],
  ['which topics should i cover before my onsite', 'preparation'],
  ['type the finished program for me', 'solution-request'],
  ['recommend a pizza place nearby', 'off-topic'],
];

describe('the intent classifier generalises beyond its phrases', () => {
  it('has a labelled utterance set for every intent', () => {
    for (const us of Object.values(UTTERANCES)) expect(us.length).toBeGreaterThanOrEqual(20);
  });

  it.each(UNSEEN)('%s -> %s', (text, intent, ctx) => {
    expect(classify(text, { hasProblem: true, ...ctx }).intent).toBe(intent);
  });

  it('reads "too slow, a better way?" without code of the learner\'s as a question about the approach', () => {
    expect(classify('too slow, is there a better way', { hasProblem: true, hasCode: false }).intent).toBe(
      'approach',
    );
    expect(classify('too slow, is there a better way', { hasProblem: true, hasCode: true }).intent).toBe(
      'faster',
    );
  });

  it('lets the previous turn decide a message that asks nothing explicitly', () => {
    const chat = (first: string) => [
      { role: 'user' as const, content: first },
      { role: 'assistant' as const, content: 'an answer' },
      { role: 'user' as const, content: 'ok, and then?' },
    ];
    expect(resolveTurn(chat('give me a hint'), { hasProblem: true }).intent).toBe('hint');
    expect(resolveTurn(chat('what is a heap'), { hasProblem: true }).intent).toBe('concept');
  });

  it('keeps refusals strict: "not a hint, the code" is a request for the solution', () => {
    expect(classify('not a hint, the actual code please').intent).toBe('solution-request');
    expect(classify('is my solution correct').intent).not.toBe('solution-request');
  });
});
