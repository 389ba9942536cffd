import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * On-disk cache of built tests and successful proofs, keyed by what they depend on: the
 * problem's content hash, the judge's sources (its harness decides how outputs are serialised
 * and how code is run) and the format of this workspace's own output.
 */

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

let judgeVersionMemo: Promise<string> | undefined;

/** sha256 over the judge package's sources (not its tests): any change to the judge invalidates. */
export function judgeVersion(): Promise<string> {
  judgeVersionMemo ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@codecoach/judge');
    const root = dirname(dirname(entry));
    const hash = createHash('sha256');
    for (const file of [join(root, 'package.json'), ...(await filesUnder(dirname(entry)))]) {
      hash.update(`${file.slice(root.length)}\0`);
      hash.update(await readFile(file));
    }
    return hash.digest('hex').slice(0, 16);
  })();
  return judgeVersionMemo;
}

export function cacheKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 24);
}

/** One kind of cached artefact (`build`, `proof`), one file per problem and key. */
export class DiskCache<T> {
  constructor(
    private readonly dir: string,
    private readonly kind: string,
  ) {}

  private path(slug: string, key: string): string {
    return join(this.dir, this.kind, `${slug}.${key}.json`);
  }

  async get(slug: string, key: string): Promise<T | undefined> {
    try {
      return JSON.parse(await readFile(this.path(slug, key), 'utf8')) as T;
    } catch {
      return undefined; // a missing or torn entry is a miss, never an error
    }
  }

  /** Writes atomically (temp file + rename) and drops the problem's older entries. */
  async set(slug: string, key: string, value: T): Promise<void> {
    const folder = join(this.dir, this.kind);
    await mkdir(folder, { recursive: true });
    const target = this.path(slug, key);
    const temp = `${target}.${process.pid}.tmp`;
    await writeFile(temp, JSON.stringify(value));
    await rename(temp, target);
    const stale = (await readdir(folder)).filter(
      (f) =>
        f.startsWith(`${slug}.`) &&
        f.endsWith('.json') &&
        join(folder, f) !== target &&
        f.split('.').length === 3,
    );
    await Promise.all(stale.map((f) => rm(join(folder, f), { force: true })));
  }
}
