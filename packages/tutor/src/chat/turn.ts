/**
 * The newest message resolved against the conversation: a short follow-up ("why?", "and in
 * Java?", "explain that more simply", "what about example 2?", "tell me more") continues the
 * previous user turn: its intent, its question and its topic, with what the follow-up adds.
 * Only the learner's own messages are read (the assistant's are the tutor's answers, and a
 * client could send anything as them).
 */
import type { Language } from '@codecoach/contracts';
import type { ChatFollowUp, ChatMessage, ChatTurn } from '../engine.ts';
import { type ClassifyContext, classify, EXPLICIT } from './intent.ts';

/**
 * The languages' names in a normalised message. Go only where it cannot be the verb: "golang", "in
 * Go", "Go version", or the word alone ("go on", "go through it" are not Go).
 */
const LANGUAGE_WORDS: Array<[RegExp, Language]> = [
  [/\bjava\b/, 'java'],
  [/\bpython\d?\b/, 'python'],
  [/\btypescript\b|\bts\b/, 'typescript'],
  [/\bjavascript\b|\bnode\b/, 'javascript'],
  [/\bcpp\b|\bc\+\+/, 'cpp'],
  [/\bc#|\bc sharp\b|\bcsharp\b/, 'csharp'],
  [
    /\bgolang\b|\b(?:in|using|with|about)\s+go\b(?!\s+(?:on|through|over|back|ahead|further|deeper|into|for)\b)|\bgo\s+(?:version|code|solution)\b|^(?:and\s+)?go\W*$/,
    'go',
  ],
  [/\brust\b/, 'rust'],
  [/\bruby\b/, 'ruby'],
];
const NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  first: 1,
  second: 2,
  third: 3,
};

const WHY = /^(but |and |so |ok |okay |hmm |wait |then )?(why|how come|reason|what for)\b/;
const SIMPLER =
  /simpl|easier|eli5|like i am (5|five)|layman|plain (english|words)|(do|did) not (understand|get)|confus|lost me|too (complicated|complex|hard)|break it down|dumb it down|in other words|rephrase that|say that again|another way/;
const MORE =
  /^(ok,? |okay,? |so,? )?(tell me more|more|go on|another( one)?|continue|elaborate|more details?|explain more|say more|and then|what else|anything else|keep going)\b/;
/** A message that is nothing but a continuation ("ok and after that?", "then what?"): it continues, however the model reads it. */
const ONLY_MORE =
  /^(ok,? |okay,? |so,? |alright,? |cool,? |thanks,? )?(and )?(then what|what then|what next|what now|what after that|after that|next|and then|what else|go on|continue|keep going)\s*\??$/;
const CONTINUES =
  /^(and|what about|how about|now|same|ok|okay|then|but)\b|\b(that|it|this|same|those|these)\b/;

function languageOf(n: string): Language | undefined {
  for (const [re, lang] of LANGUAGE_WORDS) if (re.test(n)) return lang;
  return /\bin c\b/.test(n) ? 'c' : undefined;
}

function exampleOf(n: string): number | undefined {
  const m = n.match(/\bexample\s*#?\s*(\d+|one|two|three|four|five)\b|\b(first|second|third) example\b/);
  const v = m?.[1] ?? m?.[2];
  if (!v) return undefined;
  return NUMBERS[v] ?? Number(v);
}

/** The learner's messages, oldest first (the newest last). */
const userTexts = (messages: readonly ChatMessage[]) =>
  messages.filter((m) => m.role === 'user').map((m) => m.content);

export function resolveTurn(messages: readonly ChatMessage[], ctx: ClassifyContext): ChatTurn {
  return resolve(userTexts(messages), ctx);
}

/** Below this own evidence a message with a clear follow-up cue ("explain it more simply") continues the previous turn. */
const CUED = 0.8;

/** How many earlier messages a turn is resolved against (a follow-up of a follow-up...). */
const DEPTH = 4;

function resolve(texts: readonly string[], ctx: ClassifyContext, depth = 0): ChatTurn {
  const text = texts[texts.length - 1] ?? '';
  const prev = texts.length >= 2 && depth < DEPTH ? resolve(texts.slice(0, -1), ctx, depth + 1) : undefined;
  // The previous turn's intent is a prior: "ok, and a bit more specific?" after a hint is a hint.
  const c = classify(text, { ...ctx, ...(prev && !prev.guessed ? { previous: prev.intent } : {}) });
  const n = c.normalised;
  // Words only: "c++?" is normalised to "cpp ?", and its "?" is no word.
  const count = n.split(' ').filter((w) => /\w/.test(w)).length;
  const language = languageOf(n);
  const example = exampleOf(n);
  const own: ChatTurn = {
    intent: c.intent,
    guessed: c.guessed,
    ...(c.unsure ? { unsure: true } : {}),
    ...(c.runnerUp ? { alternative: c.runnerUp } : {}),
    score: c.score,
    question: text,
    ...(language ? { language } : {}),
    ...(example ? { example } : {}),
    ...(c.concepts[0] ? { topic: c.concepts[0].id } : {}),
  };
  const short = count <= 7;
  // Weak: the message's own words do not ask its intent surely (the model without the context),
  // or there are too few of them to ask anything new ("why?", "and in Java?", "another one").
  const weak = c.evidence < EXPLICIT || count <= 3;
  let followUp: ChatFollowUp | undefined;
  // A message naming an example asks about it, unless it asks something else explicitly.
  if (example && (short || weak) && (weak || c.intent === 'statement')) followUp = 'example';
  else if (language && weak && (count <= 4 || CONTINUES.test(n))) followUp = 'language';
  // A why-question that asks nothing surely of its own ("why though? it works for the tree I
  // tried") continues the previous turn, however long it is.
  else if (WHY.test(n) && weak) followUp = 'why';
  // "I didn't get it" is a strong cue: it wins over all but an explicit new question.
  else if (SIMPLER.test(n) && !/\b(problem|question|statement)\b/.test(n) && c.evidence < CUED)
    followUp = 'simpler';
  else if ((MORE.test(n) && short && weak) || ONLY_MORE.test(n)) followUp = 'more';
  else if (c.concepts.length > 0 && short && CONTINUES.test(n) && c.intent === 'concept') followUp = 'more';
  if (!followUp || !prev) return followUp === 'example' ? { ...own, intent: 'statement' } : own;
  if (followUp === 'example') return { ...own, intent: 'statement', followUp, question: text };
  // "and a queue?" after a concept question: the same intent about the newly named concept.
  const topic = own.topic && followUp === 'more' ? own.topic : (prev.topic ?? own.topic);
  return {
    ...prev,
    followUp,
    ...(language ? { language } : prev.language ? { language: prev.language } : {}),
    ...(topic ? { topic } : {}),
    ...(prev.example ? { example: prev.example } : {}),
  };
}
