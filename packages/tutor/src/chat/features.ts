/**
 * The intent classifier's features: for each intent, phrases with a weight (matched word by word,
 * typo-tolerant, after normalise.ts has spelled out shorthand) and a few patterns on the
 * normalised text for what phrases cannot say (`o(n^2)`, "can nums be empty?"). A message's score
 * for an intent is the sum of the weights of its features found in it (intent.ts); a negative
 * weight is evidence against ("my solution" is not a request for the solution).
 */
import type { ChatIntent } from '../engine.ts';

/** "hint 3.5, nudge 3.5, help me 0.8": phrases and their weights, the weight last. */
function parsePhrases<K extends string>(table: Record<K, string>): Record<K, Array<[string, number]>> {
  const out = {} as Record<K, Array<[string, number]>>;
  for (const [k, text] of Object.entries(table) as Array<[K, string]>)
    out[k] = text
      .split(',')
      .map((item) => item.trim().split(/\s+/))
      .filter((parts) => parts.length >= 2)
      .map((parts) => [parts.slice(0, -1).join(' '), Number(parts[parts.length - 1])]);
  return out;
}

export const PHRASES: Record<ChatIntent, Array<[string, number]>> = parsePhrases({
  hint: `
    hint 3.5, hints 3.5, nudge 3.5, clue 3, stuck 3, tip 2, help me 0.8, no idea 2,
    do not know how 1.5, another one 1, next step 1.5, lost 1.5`,
  approach: `
    approach 3, approaches 3, how should i start 3, where do i start 3, where should i start 3,
    how do i start 3, how to start 3, where to begin 3, how do i begin 3, get started 2,
    how do i solve 3, how to solve 3, how would you solve 3, how can i solve 3, how should i solve 3,
    how to approach 1, how to tackle 3, tackle 2, idea 2, ideas 2, strategy 2.5, pattern 2,
    technique 2, intuition 3, which algorithm 3, what algorithm 3, which data structure 2,
    what data structure 2, should i use 2, key insight 3, insight 2, think about 1.5,
    plan of attack 3, first step 2, method 1.5, what kind of problem 3, type of problem 2.5,
    brute force 2, logic 1.5`,
  'why-wrong': `
    wrong 2.5, bug 3, bugs 3, buggy 3, error 2, errors 2, fail 1.5, fails 1.5, failing 1, failed 1.5,
    not working 3, not work 3, broken 2.5, incorrect 2.5, crash 2.5, crashes 2.5, exception 2.5,
    runtime error 1.5, compile 2, compilation 2, syntax 2, debug 3, mistake 3, mistakes 3, fix 2,
    issue 1.5, my output 2, different output 2, expected 1.5, null pointer 2.5, out of bounds 2.5,
    out of range 2, segfault 3, segmentation fault 3, infinite loop 2.5, wrong answer 1, gives 0.5, too low 2.5, too high 2.5,
    too small 2, too big 2, too many 2, too few 2, instead of 2, not all 2, passes 1, should be 1,
    returns 0.5`,
  'which-test': `
    which test 4, what test 3.5, which tests 4, which input 4, what input 3, which inputs 4,
    which case 3.5, what case 3, which cases 3.5, failing test 3.5, failing input 4, failing case 4,
    counterexample 4.5, counter example 4.5, where does it fail 3, which example 2.5,
    input that fails 4, case that fails 4, test that fails 4, input breaks 3, breaks it 2,
    show me the failing 2, should i try 2.5, would break 2,
    input should 2`,
  complexity: `
    complexity 3.5, big o 3.5, time complexity 1, space complexity 1, asymptotic 3, how efficient 3,
    efficiency 2, runtime 2, run time 2, how fast 2.5, how slow 2.5, memory usage 2,
    how much memory 2.5, scale 1.5, scales 1.5, linear 1.5, quadratic 2, logarithmic 2,
    constant time 2, growth 2`,
  faster: `
    faster 3.5, quicker 3.5, speed 2.5, speed up 1, optimize 3.5, optimise 3.5, optimization 3.5,
    optimisation 3.5, optimized 3, optimal 2.5, slow 3, slower 2, tle 4, time limit 4, timeout 3.5,
    timed out 3.5, times out 3.5, more efficient 3, efficient 1.5, improve 2, better 1.5,
    performance 3, reduce 1.5, percentile 3, beat 1.5, too long 2`,
  'edge-cases': `
    edge cases 4.5, edge case 4.5, corner cases 4.5, corner case 4.5, special cases 3.5,
    special case 3.5, what should i test 4, what to test 4, what do i test 4, should i test 3.5,
    test cases should 3, cases should i 3, tricky 2.5, boundary 3, boundaries 3, empty input 2.5,
    extreme 2.5, edge 2, what inputs 1.5, test my code 2, test my solution 2, my own tests 3,
    might break 2.5, could break 2.5, watch out for 2.5, pitfalls 2.5, gotchas 2.5, missing any 2.5,
    cases to check 3, cases to test 3`,
  statement: `
    problem ask 3, problem asking 3, question asking 3, question ask 3, what does it ask 3,
    asking for 2, supposed to 2.5, constraint 3.5, constraints 3.5, example 2.5, examples 2.5,
    input 1, output 1.5, return 1.5, should return 2, what do i return 3, what should i return 3,
    statement 3, description 2.5, explain the problem 3.5, understand the problem 3.5,
    understand the question 3.5, explain the question 3.5, rephrase 3, restate 3, format 2,
    range 1.5, limits 1.5, maximum 1, minimum 1, guaranteed 2.5, sorted 1, negative 1, allowed 1.5,
    is the input 2, length 1, means 0.5`,
  concept: `
    what is 1, what are 1, how does 1.5, work 1, works 1, explain 1.5, difference between 3.5,
    difference 2, vs 2.5, versus 2.5, compare 2, when should i use 2, when to use 2.5, definition 3,
    define 3, meaning of 2, teach me 3, learn about 2.5, tell me about 2.5, concept 3, tutorial 3,
    theory 2.5, in general 2, how to implement 2, data structure 1, notation 2.5, trick 1, tricks 1`,
  preparation: `
    interview 3.5, interviews 3.5, prepare 3.5, preparation 3.5, prep 3.5, study 3, studying 3,
    roadmap 4.5, road map 4.5, study plan 2, plan 1.5, what next 3.5, do next 3, learn next 3.5,
    practice next 3.5, practise next 3.5, next problem 3, which order 3.5, what order 3.5, order 1,
    topics 2.5, should i know 3, need to know 2.5, should i learn 3.5, should i practice 3.5,
    should i practise 3.5, what to learn 3.5, what to practice 3.5, get better 3,
    improve my skills 3.5, my skills 2.5, weak 2, weakest 3, weaknesses 3, strengths 2, review 2.5,
    recommend 3, recommendation 3, recommendations 3, schedule 2, curriculum 4, syllabus 4, faang 4,
    google 2.5, job 2.5, career 3, beginner 2, progress 2.5, must know 3, essentials 2.5,
    where to go from here 3, what should i do 1.5, practise 1.5, practice 1.5`,
  'solution-request': `
    solution 2.5, solutions 2.5, answer 1.5, full code 4.5, complete code 4.5, entire code 4.5,
    whole code 4.5, working code 4.5, final code 4.5, the code 1.5, write the code 3, write it 2.5,
    code for this 2.5, show me the code 2.5, send the code 3, solve it for me 4.5,
    solve this for me 4.5, do it for me 4.5, for me 1, reference 2, source code 3, copy 2, paste 2,
    just tell me 2.5, implement it 3, editorial 2.5, spoiler 3, cheat 3, code it 3, my solution -3.5,
    my answer -3, my code -2.5, my implementation -3, my own -2`,
  'off-topic': `
    weather 5, joke 5, jokes 5, movie 5, movies 5, song 5, music 4, recipe 5, football 5, soccer 5,
    president 5, politics 5, bitcoin 5, crypto 4, stock price 5, girlfriend 5, boyfriend 5,
    capital of 5, poem 5, hello 2, hi 2, hey 2, thanks 2.5, who are you 3, your name 3,
    how are you 3, lol 2, bored 3, pizza 5, dinner 4, news 3, essay 4, birthday 5, vacation 5,
    holiday 4`,
});

/** Patterns on the normalised message: what the phrases cannot say. */
export const PATTERNS: Array<[ChatIntent, RegExp, number]> = [
  ['complexity', /\bo\([^)]*\)/, 2],
  ['complexity', /\b(is|was) (this|my|it|the code)\b.{0,24}\b(o\(|linear|quadratic|n log n)/, 2],
  [
    'why-wrong',
    /\bwhy\b.*\b(my|it|this|code|output|fail\w*|wrong|answer|return\w*|get|gets)\b|\b(my|it|this|code|output|answer|result|count)\b.*\bwhy\b/,
    1.5,
  ],
  ['why-wrong', /\bwhy\b/, 0.5],
  ['why-wrong', /\bwhat is wrong\b|\bwhat went wrong\b|\bwhere is the (bug|mistake|error)\b/, 2],
  ['statement', /\bcan (the |a |an )?\w+( \w+)? (be|contain|have|include|repeat)\b/, 2.5],
  ['statement', /\bexample (\d+|one|two|three|four|five)\b|\b(first|second|third|last) example\b/, 1.5],
  // "is this a graph problem?", "is it some kind of dp thing?": a question about the approach.
  [
    'approach',
    /\b(is|was) (this|it) (a |an |some (kind|sort|type) of |like a )?[a-z ]{0,24}(problem|question|thing|one|pattern)\b/,
    2,
  ],
  ['statement', /\b(what|which) (is|are) the (input|output|inputs|outputs)\b/, 2],
  ['statement', /\bwhat does (the|this) (problem|question)\b/, 2],
  ['concept', /\bhow (does|do|is|are) (a |an |the )?[a-z ]{2,30} work/, 2],
  ['concept', /\b(what is|what are|explain|define) (a |an )?(\w+ ){0,2}(in general|exactly)\b/, 1],
  ['edge-cases', /\b(what|which) (inputs|cases|tests) (should|do|could|might|would)\b/, 2],
  ['approach', /\bhow (do|should|would|can|could) (i|you|we|one) (do|go about|think)\b/, 2],
  [
    'solution-request',
    /\b(give|show|send|write|print|tell) (me )?(the |a |your )?(full |complete |whole |entire |working )?(solution|code|answer)\b/,
    1.5,
  ],
  ['preparation', /\b(what|which) (should|do) i (study|learn|practi[cs]e|do|focus on)\b/, 2],
  ['approach', /\bhow (do|should|can|would|could) (i|we|you)\b.{0,12}\b(start|begin)\b/, 3],
  // "don't give me the code", "without code": asking for help, not for the solution.
  [
    'solution-request',
    /\b(do not|never|without|no|not) (give|show|write|tell|spoil|the|any|me)?\s?(me )?(the |any )?(full )?(code|solution|answer)\b/,
    -5,
  ],
  ['approach', /\b(do not|without|no) (give |show |write )?(me )?(the |any )?(code|solution)\b/, 1.5],
  // "not a hint, the code": the hint is what is refused.
  ['hint', /\b(not|no|without) (a |any |more )?(hint|hints|nudge|clue)\b/, -4],
];

/** Evidence that the message is about the learner's own code, and about this problem. */
export const OWN_CODE =
  /\bmy (code|solution|program|implementation|function|attempt|answer|loop|approach)\b|\b(this|the) code\b|\bmy (java|python|javascript|cpp) code\b/;
export const THIS_PROBLEM =
  /\b(this|the) (problem|question|task|exercise|challenge)\b|\bhere\b|\bfor this\b|\bis (this|it) (a |an |some (kind|sort|type) of )/;
