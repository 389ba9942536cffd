/**
 * The schema of the learning content (content/learn/README.md): topics, paths and tutorials.
 *
 * How to change this: README.md is the contract authors write against, so change it first, then
 * this file, then run `npx vitest run src/learn` in the content workspace.
 */
import { Category, Signature } from '@codecoach/contracts';
import { z } from 'zod';

const kebab = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case kebab-case');

/** The spec's levels of a path or a tutorial (§3 Learning path). */
export const LEARN_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const LearnLevel = z.enum(LEARN_LEVELS);

/** At least this many bank problems practise each topic (the Exercism-style lint of the issue). */
export const MIN_TOPIC_PROBLEMS = 3;

export const TopicDef = z.strictObject({
  id: kebab,
  name: z.string().min(3).max(80),
  /** The tutorial that teaches it. */
  tutorial: kebab,
  /** Bank problem slugs, easiest first. */
  problems: z.array(kebab).min(MIN_TOPIC_PROBLEMS, `a topic needs at least ${MIN_TOPIC_PROBLEMS} problems`),
  /** Topics to learn before this one (recommended, never a lock). */
  prerequisites: z.array(kebab),
});
export type TopicDef = z.infer<typeof TopicDef>;

export const PathDef = z.strictObject({
  /** A category for a category path (Start Learning opens /practice?category={id}). */
  id: kebab,
  title: z.string().min(3).max(60),
  icon: z.string().min(1).max(8),
  difficulty: LearnLevel,
  description: z.string().min(20).max(300),
  /** Topic ids in learning order. */
  topics: z.array(kebab).min(1),
});
export type PathDef = z.infer<typeof PathDef>;

/** A runnable example: one function in LeetCode's form, checked on its tests in all four languages. */
export const ExampleDef = z.strictObject({
  title: z.string().min(3).max(80),
  signature: Signature,
  tests: z
    .array(z.strictObject({ args: z.array(z.unknown()), expected: z.unknown() }))
    .min(2, 'an example needs at least 2 tests'),
});
export type ExampleDef = z.infer<typeof ExampleDef>;

export const TutorialMeta = z.strictObject({
  title: z.string().min(3).max(80),
  category: Category,
  difficulty: LearnLevel,
  durationMinutes: z.number().int().min(5).max(120),
  description: z.string().min(20).max(300),
  /** 1 to 5 tags; the screen shows the first 3 (spec §9). */
  tags: z.array(kebab).min(1).max(5),
  example: ExampleDef,
});
export type TutorialMeta = z.infer<typeof TutorialMeta>;

/** Example source files, by the judge's language id. */
export const EXAMPLE_FILES = {
  javascript: 'example.js',
  python: 'example.py',
  java: 'example.java',
  cpp: 'example.cpp',
} as const;
export type ExampleLanguage = keyof typeof EXAMPLE_FILES;
export const EXAMPLE_LANGUAGES = Object.keys(EXAMPLE_FILES) as ExampleLanguage[];
