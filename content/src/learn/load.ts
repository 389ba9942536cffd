import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import {
  EXAMPLE_FILES,
  EXAMPLE_LANGUAGES,
  type ExampleLanguage,
  PathDef,
  TopicDef,
  TutorialMeta,
} from './schema.ts';

/** content/learn, next to this package's src (resolved through the package name, like PROBLEMS_DIR). */
export const LEARN_DIR = `${join(dirname(dirname(createRequire(import.meta.url).resolve('@codecoach/content'))), 'learn')}/`;

export interface Tutorial extends TutorialMeta {
  id: string;
  /** tutorial.md, markdown. */
  content: string;
  /** The example's source per language. */
  code: Record<ExampleLanguage, string>;
}

export interface LearnContent {
  paths: PathDef[];
  topics: TopicDef[];
  tutorials: Tutorial[];
}

/** A file that does not parse or match its schema, named with the field, for authors. */
export class LearnContentError extends Error {
  constructor(readonly issues: string[]) {
    super(`learning content is invalid:\n  ${issues.join('\n  ')}`);
  }
}

function parseWith<T>(schema: z.ZodType<T>, value: unknown, file: string, issues: string[]): T | undefined {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  for (const i of r.error.issues) issues.push(`${file}: ${i.path.join('.') || '(root)'}: ${i.message}`);
  return undefined;
}

async function readYaml(path: string): Promise<unknown> {
  return parse(await readFile(path, 'utf8'));
}

async function loadTutorial(dir: string, id: string, issues: string[]): Promise<Tutorial | undefined> {
  const file = `tutorials/${id}/tutorial.yaml`;
  const meta = parseWith(TutorialMeta, await readYaml(join(dir, 'tutorial.yaml')), file, issues);
  const content = await readFile(join(dir, 'tutorial.md'), 'utf8').catch(() => undefined);
  if (content === undefined || content.trim().length < 200) {
    issues.push(`tutorials/${id}/tutorial.md: missing or shorter than 200 characters`);
  }
  const code = {} as Record<ExampleLanguage, string>;
  for (const lang of EXAMPLE_LANGUAGES) {
    const src = await readFile(join(dir, EXAMPLE_FILES[lang]), 'utf8').catch(() => undefined);
    if (src === undefined) issues.push(`tutorials/${id}/${EXAMPLE_FILES[lang]}: missing`);
    else code[lang] = src;
  }
  if (!meta || content === undefined) return undefined;
  return { ...meta, id, content, code };
}

/** Reads and parses content/learn; cross-references are checked by `validateLearn`. */
export async function loadLearnContent(dir = LEARN_DIR): Promise<LearnContent> {
  const issues: string[] = [];
  const topics = parseWith(
    z.array(TopicDef),
    await readYaml(join(dir, 'topics.yaml')),
    'topics.yaml',
    issues,
  );
  const paths = parseWith(z.array(PathDef), await readYaml(join(dir, 'paths.yaml')), 'paths.yaml', issues);
  const ids = (await readdir(join(dir, 'tutorials'), { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const tutorials: Tutorial[] = [];
  for (const id of ids) {
    const t = await loadTutorial(join(dir, 'tutorials', id), id, issues);
    if (t) tutorials.push(t);
  }
  if (issues.length > 0 || !topics || !paths) throw new LearnContentError(issues);
  return { paths, topics, tutorials };
}
