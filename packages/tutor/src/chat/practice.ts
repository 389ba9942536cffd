/**
 * How to practise: the advice a preparation question asks for besides the learner's own roadmap
 * ("how many a day?", "should I time myself?", "what after backtracking?"). Each piece is one
 * question of method, written once and reviewed here, and found for a question by full-text
 * search (MiniSearch, BM25 with fuzzy and prefix matching, the question words of each piece
 * boosted), as concepts are found in the Learn tutorials (concepts.ts). No piece is shown unless
 * one of its words is in the question.
 */
import MiniSearch from 'minisearch';
import { normalise } from './normalise.ts';

export interface PracticeAdvice {
  id: string;
  heading: string;
  /** The words a learner asks this with (searched, boosted). */
  asked: string;
  text: string;
}

export const PRACTICE: readonly PracticeAdvice[] = [
  {
    id: 'pace',
    heading: 'How much to practise',
    asked: 'how many problems a day per day daily week enough hours schedule routine pace volume',
    text: 'Consistency beats volume: 1-3 problems a day, most days, each at the edge of what you can do, rather than ten in a weekend. One problem you understood well (why the idea works, what its cost is) is worth more than five you rushed; keep the streak, not a quota. Next to a full-time job, an hour on most days and a longer session at the weekend is a plan you can keep.',
  },
  {
    id: 'timing',
    heading: 'Timing yourself',
    asked: 'time timer timing clock minutes timed speed quick faster pressure',
    text: 'Learn a new topic untimed. Once its ideas are familiar, time yourself the way an interview does: about 15-20 minutes for an easy problem and 30-40 for a medium, from reading to a submission that passes. When the time is up, stop and study the approach rather than push on for an hour; note what slowed you down (the idea, the edge cases, the code).',
  },
  {
    id: 'stuck',
    heading: 'When you are stuck',
    asked: 'stuck how long before hint look solution give up struggle minutes',
    text: 'Give a problem 20-30 minutes of real effort: write small examples by hand, try a brute force, ask which pattern fits. Then take one hint at a time (AI Hint climbs one rung per press) rather than the whole solution. If you do read a solution, close it and write it yourself the next day, from memory.',
  },
  {
    id: 'review',
    heading: 'Reviewing what you solved',
    asked: 'review forget forgetting remember spaced repetition redo again revisit failed old notes',
    text: 'Solving a problem once is not knowing it. Solve it again from memory a day, three days and a week later; the review queue on Learn brings back your solved problems on that schedule. Write the key idea of each in one sentence (for example "sort by start, then merge neighbours"): that sentence is what you need to recall in an interview, more than the code. Redo the ones you failed first.',
  },
  {
    id: 'next',
    heading: 'What to do after a topic',
    asked: 'next after finished done completed then what now topic move on order path',
    text: "Follow the order of the Interview Essentials path on Learn: each topic uses the ones before it (arrays and strings, sorting, two pointers, sliding windows, binary search, stacks, linked lists, trees, queues, graphs, heaps, backtracking, then dynamic programming). When a topic's easy problems feel routine, do its mediums before moving on; after backtracking, dynamic programming is the natural next step (memoising the same recursion), then graphs if you have not done them. Mix in problems of earlier topics so they stay fresh.",
  },
  {
    id: 'difficulty',
    heading: 'Easy, medium or hard',
    asked: 'easy medium hard mediums hards difficulty level harder',
    text: 'Most interview questions are mediums: once the easy problems of a topic go smoothly, spend most of your time on its mediums. Hards are worth it when mediums of the topic are routine, and for the companies known for them; a hard you cannot start teaches less than two mediums you finish.',
  },
  {
    id: 'mock',
    heading: 'Mock interviews and thinking aloud',
    asked: 'mock mocks aloud explain talk communicate freeze nervous nerves panic whiteboard contest',
    text: 'An interviewer grades your reasoning as much as your code: practise saying your plan out loud before you type, and keep talking while you code. Do timed mock interviews with a friend, or a contest here for the time pressure. If you freeze, restate the problem, work one small example by hand and say the brute force first: it is a start, and it often shows the better idea.',
  },
  {
    id: 'language',
    heading: 'Which language to use',
    asked: 'language languages python java c++ javascript stick one switch',
    text: 'Use one language you write fluently, and know its standard library by heart: a hash map and set, a heap, sorting with your own comparator, a double-ended queue. Python is the shortest to write; Java and C++ are fine if they are yours. Switching languages while preparing costs more than it brings.',
  },
  {
    id: 'ready',
    heading: 'When you are ready',
    asked: 'ready apply applying weeks plan prepare preparation long soon',
    text: "A few weeks are enough to cover the core topics if you keep a steady pace: a week or two for arrays, hashing, two pointers and windows, then trees and graphs, then heaps, backtracking and dynamic programming, with reviews throughout. You are ready when most mediums of the core topics take you under 40 minutes and you can explain each solution's cost.",
  },
];

const STOP = new Set(
  'a an the of to in is it and or for on what how why do does i my me this that with be can you are was should would could please tell about there their its which from into than so as at by if im ive'.split(
    ' ',
  ),
);

const index = new MiniSearch<PracticeAdvice>({
  fields: ['asked', 'heading', 'text'],
  storeFields: ['id'],
  processTerm: (term) => {
    const t = term.toLowerCase();
    return STOP.has(t) || t.length < 2 ? null : t;
  },
  searchOptions: {
    boost: { asked: 3, heading: 2 },
    fuzzy: 0.2,
    prefix: (term) => term.length >= 4,
    combineWith: 'OR',
  },
});
index.addAll(PRACTICE);
const byId = new Map(PRACTICE.map((p) => [p.id, p]));

/**
 * The advice a question asks for, best first (at most `limit`): a piece whose own question words
 * the question uses (a typo or a prefix of one counts, as the search matches them).
 */
export function practiceAdvice(question: string, limit = 2): PracticeAdvice[] {
  const q = normalise(question);
  return index
    .search(q)
    .filter((r) => Object.values(r.match).some((fields) => fields.includes('asked')))
    .slice(0, limit)
    .flatMap((r) => byId.get(String(r.id)) ?? []);
}
