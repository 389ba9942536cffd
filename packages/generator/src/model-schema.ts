import { Signature } from '@codecoach/contracts';
import { z } from 'zod';

/** What the model must answer: one JSON object of this shape (validated; one repair retry). */
export const ModelDraft = z.object({
  title: z.string().min(3).max(100),
  statement: z.string().min(20).max(6000),
  signature: Signature,
  checker: z.enum(['exact', 'unordered', 'unordered-deep', 'float']),
  timeLimitMs: z.number().int().min(200).max(5000),
  constraints: z.array(z.string().min(1)).min(1).max(12),
  hints: z.array(z.string().min(1)).min(2).max(8),
  editorial: z.string().min(10).max(6000),
  tags: z
    .array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/))
    .min(1)
    .max(6),
  solutions: z.object({
    javascript: z.string().min(10),
    python: z.string().min(10),
    java: z.string().min(10),
    cpp: z.string().min(10),
  }),
  /** Python, obviously correct, a worse complexity class. */
  brute: z.string().min(10),
  /** Body of `function gen(mode, R, i)` (JavaScript), returning one argument list. */
  generator: z.string().min(10),
  /** Body of `function check(<params>)` (JavaScript): return a string saying what is wrong. */
  validator: z.string().min(1),
  edge: z.array(z.array(z.unknown())).max(10),
  wrong: z
    .array(
      z.object({
        language: z.enum(['javascript', 'python', 'java', 'cpp']),
        code: z.string().min(10),
        expect: z.enum(['wrong_answer', 'time_limit_exceeded', 'runtime_error']),
        why: z.string().min(1),
      }),
    )
    .min(1)
    .max(4),
});
export type ModelDraft = z.infer<typeof ModelDraft>;

export const SYSTEM_PROMPT = `You write coding-interview problems for CodeCoach. Answer with ONE JSON object, no prose, with the keys:
title, statement (markdown, our own words), signature {function, params:[{name,type}], returns} (types: int, long, double, boolean, string, char, int[], long[], double[], boolean[], string[], char[], int[][], string[][], char[][], list<int>, list<string>, list<list<int>>, list<list<string>>, ListNode, TreeNode),
checker (exact | unordered | unordered-deep | float), timeLimitMs (C++ limit per test), constraints (strings), hints (2-8, a nudge first), editorial (approach and complexity), tags (kebab-case),
solutions {javascript, python, java, cpp} in LeetCode's form (JS: var fn = function(...){}; Python: class Solution with typed method; Java: class Solution; C++: class Solution with public method),
brute (Python, obviously correct, slower complexity class: it must exceed the time limit at the maximum size),
generator: the BODY of a JavaScript function gen(mode, R, i) that returns one argument list; mode is 'example' (tiny, readable), 'small' (tiny, for the brute force), 'random' (varied sizes) or 'large' (the maximum size of the constraints); R has int(lo,hi), arr(n,lo,hi), str(n,alphabet), pick(xs), shuffle(xs), distinct(n,lo,hi), next(); no other randomness,
validator: the BODY of a JavaScript function check(<the parameters by name>) returning a string that says what violates the constraints (return nothing when valid),
edge: a list of argument lists (minimal and extreme inputs),
wrong: 1-4 planted wrong solutions {language, code, expect: wrong_answer|time_limit_exceeded|runtime_error, why}, e.g. an off-by-one.
Every piece of code runs in a sandbox and is proven: the references must agree with the brute force and run within half the time limit at the maximum size.`;
