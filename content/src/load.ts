import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import {
  ContentError,
  type EdgeTest,
  OPTIONAL_REFERENCE_FILES,
  OPTIONAL_REFERENCE_LANGUAGES,
  type PlantedVerdict,
  type ProblemMeta,
  REFERENCE_FILES,
  REFERENCE_LANGUAGES,
  SOURCE_LANGUAGES,
  type Solutions,
  type SourceLanguage,
} from './schema.ts';
import { validateFolder } from './validate.ts';

/** content/problems, next to this package's src. */
// Resolved through the package name, so it also holds when bundled into the server.
export const PROBLEMS_DIR = `${join(dirname(dirname(createRequire(import.meta.url).resolve('@codecoach/content'))), 'problems')}/`;

export interface PlantedSolution {
  file: string;
  language: SourceLanguage;
  code: string;
  expect: PlantedVerdict;
  why: string;
}

/** One problem folder, read and validated; nothing has been run yet. */
export interface ProblemSource {
  slug: string;
  dir: string;
  /** sha256 over the folder's files (sorted paths and contents): the problem's version. */
  version: string;
  meta: ProblemMeta;
  statement: string;
  editorial: string;
  /** The required references, and C and C# where the folder has them. */
  solutions: Solutions;
  brute: string;
  wrong: PlantedSolution[];
  edge: EdgeTest[];
  genPath: string;
  /** Absolute path and source of checker.mjs when the checker is `custom`. */
  customChecker?: { path: string; source: string };
  /** validator.py: accepts exactly the inputs the statement allows (validator.ts). */
  validator?: string;
}

// Editor and interpreter droppings are not part of a problem.
const IGNORED = /(^|\/)(\.[^/]*|__pycache__|node_modules)(\/|$)/;

async function readFolder(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Map<string, string>();
  const paths = entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((p) => !IGNORED.test(p))
    .sort();
  for (const p of paths) files.set(p, await readFile(join(dir, p), 'utf8'));
  return files;
}

/** Content hash of a folder's files; paths sorted so that the hash does not depend on the disk. */
export function contentHash(files: ReadonlyMap<string, string>): string {
  const hash = createHash('sha256');
  for (const path of [...files.keys()].sort()) {
    const body = Buffer.from(files.get(path) ?? '', 'utf8');
    hash.update(`${path}\0${body.length}\0`);
    hash.update(body);
  }
  return hash.digest('hex');
}

/** Slugs of every problem folder, sorted. */
export async function listSlugs(problemsDir = PROBLEMS_DIR): Promise<string[]> {
  const entries = await readdir(problemsDir, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort();
}

function languageOf(file: string): SourceLanguage {
  const ext = file.slice(file.lastIndexOf('.') + 1) as keyof typeof SOURCE_LANGUAGES;
  return SOURCE_LANGUAGES[ext];
}

/** Reads and validates one problem folder. Throws a ContentError listing every issue. */
export async function loadProblemSource(slug: string, problemsDir = PROBLEMS_DIR): Promise<ProblemSource> {
  const dir = join(problemsDir, slug);
  let files: Map<string, string>;
  try {
    files = await readFolder(dir);
  } catch (e) {
    throw new ContentError(slug, [{ file: '.', message: `cannot read the folder: ${(e as Error).message}` }]);
  }
  return sourceFromFiles(slug, files, dir);
}

/** A problem folder's files (relative path -> text), as the bank's folder or an admin's upload. */
export async function readProblemFiles(
  slug: string,
  problemsDir = PROBLEMS_DIR,
): Promise<Map<string, string>> {
  return readFolder(join(problemsDir, slug));
}

/**
 * Validates a problem's files (relative path -> text) and reads them as its source. `dir` is the
 * folder they came from, or '' for files with no folder (an admin's problem: its gen.py then runs
 * only in the sandbox, author.ts). Throws a ContentError listing every issue.
 */
export function sourceFromFiles(slug: string, files: ReadonlyMap<string, string>, dir = ''): ProblemSource {
  const result = validateFolder(slug, files);
  if (!result.ok) throw new ContentError(slug, result.issues);
  const { meta, edge } = result.value;
  const text = (path: string): string => files.get(path) ?? '';
  const solutions = Object.fromEntries([
    ...REFERENCE_LANGUAGES.map((l) => [l, text(REFERENCE_FILES[l])]),
    ...OPTIONAL_REFERENCE_LANGUAGES.filter((l) => files.has(OPTIONAL_REFERENCE_FILES[l])).map((l) => [
      l,
      text(OPTIONAL_REFERENCE_FILES[l]),
    ]),
  ]) as Solutions;
  const source: ProblemSource = {
    slug,
    dir,
    version: contentHash(files),
    meta,
    statement: text('statement.md'),
    editorial: text('editorial.md'),
    solutions,
    brute: text('solutions/brute.py'),
    wrong: meta.wrong.map((w) => ({ ...w, language: languageOf(w.file), code: text(w.file) })),
    edge,
    genPath: dir ? join(dir, 'gen.py') : '',
  };
  if (meta.checker === 'custom')
    source.customChecker = { path: dir ? join(dir, 'checker.mjs') : '', source: text('checker.mjs') };
  if (files.has('validator.py')) source.validator = text('validator.py');
  return source;
}
