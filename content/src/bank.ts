import { createJudge, type Judge } from '@codecoach/judge';
import { type BuiltProblem, buildProblem, type JudgeProvider } from './build.ts';
import { type ContentConfig, readConfig } from './config.ts';
import { listSlugs, loadProblemSource, PROBLEMS_DIR } from './load.ts';
import { mapLimit } from './pool.ts';

/** At most this many problems build at once: the machine has 2 cores, shared with the judge's runs. */
export const BUILD_CONCURRENCY = 2;

export interface LoadBankOptions {
  /** The server's judge, if it has one; otherwise one is created only when a build must run. */
  judge?: Judge;
  problemsDir?: string;
  /** Only these slugs (a quick start for development and a single journey); default every problem. */
  only?: readonly string[];
  config?: ContentConfig;
  cache?: boolean;
  /**
   * The caller already holds this version of this problem (the server: the version stored with
   * it). Such problems are left out without reading their tests, so a restart with an unchanged
   * bank reads only the folders.
   */
  isCurrent?: (slug: string, version: string) => boolean;
  /**
   * Given: a problem that fails to load or build is reported here and left out. Not given: the
   * whole load fails, listing every failing problem.
   */
  /**
   * Called as each problem is built, so a caller can use it before the whole bank is done. The
   * problem is then not kept: `loadBank` returns an empty list, and memory holds only the problems
   * being built (the whole bank's tests parsed at once would take gigabytes).
   */
  onBuilt?: (problem: BuiltProblem) => Promise<void>;
  onProblemError?: (slug: string, error: Error) => void;
}

/** A lazily created judge that is closed afterwards only if this module created it. */
export function lazyJudge(existing?: Judge): { get: JudgeProvider; close: () => Promise<void> } {
  let created: Promise<Judge> | undefined;
  return {
    get: () => {
      if (existing) return Promise.resolve(existing);
      created ??= createJudge({ slots: BUILD_CONCURRENCY });
      return created;
    },
    close: async () => {
      if (created) await (await created).close();
    },
  };
}

/**
 * Every problem of the bank, built (tests with expected outputs), for the server's seeding;
 * problems for which `isCurrent` answers true are left out. With `onBuilt`, each problem goes
 * to it instead of into the returned list.
 */
export async function loadBank(opts: LoadBankOptions = {}): Promise<BuiltProblem[]> {
  const config = opts.config ?? readConfig();
  const all = await listSlugs(opts.problemsDir ?? PROBLEMS_DIR);
  const slugs = opts.only ? all.filter((s) => opts.only?.includes(s)) : all;
  const judge = lazyJudge(opts.judge);
  const failures: string[] = [];
  try {
    const built = await mapLimit(slugs, BUILD_CONCURRENCY, async (slug) => {
      try {
        const source = await loadProblemSource(slug, opts.problemsDir ?? PROBLEMS_DIR);
        if (opts.isCurrent?.(slug, source.version)) return undefined;
        const built = await buildProblem(source, { judge: judge.get, config, cache: opts.cache ?? true });
        if (!opts.onBuilt) return built;
        await opts.onBuilt(built);
        return undefined;
      } catch (e) {
        const error = e instanceof Error ? e : new Error(String(e));
        if (opts.onProblemError) opts.onProblemError(slug, error);
        else failures.push(`${slug}: ${error.message}`);
        return undefined;
      }
    });
    if (failures.length > 0)
      throw new Error(`the problem bank has ${failures.length} failing problem(s):\n${failures.join('\n')}`);
    return built.filter((b): b is BuiltProblem => b !== undefined);
  } finally {
    await judge.close();
  }
}
