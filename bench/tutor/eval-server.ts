/**
 * The real server the `eval:tutor` modes ask (eval.ts, eval-general.ts, eval-chat.ts): one judge,
 * a fresh PostgreSQL database with the problems seeded, and the app built once per engine (the
 * built-in one, and a scripted OpenAI-compatible server that obeys injected instructions).
 */
import { loadavg } from 'node:os';
import { createJudge, type Judge } from '@codecoach/judge';
import { startScriptedServer } from '@codecoach/tutor/scripted';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { parseConfig } from '../../apps/server/src/config/env.ts';
import { connect, runMigrations } from '../../apps/server/src/db/client.ts';
import { MIGRATIONS_DIR } from '../../apps/server/src/db/open.ts';
import { seedProblems } from '../../apps/server/src/modules/problems/seed.ts';
import { acquireTestServer, createTestDatabase } from '../../apps/server/test/pg.ts';
import { CaseJudge } from './judging.ts';

export interface EngineRun {
  /** "builtin", or the scripted OpenAI-compatible server's name. */
  name: string;
  app: FastifyInstance;
  /** The judge itself, for re-running shown inputs outside the server. */
  judge: Judge;
  cases: CaseJudge;
  /** Every problem's reference solutions, by slug. */
  references: Record<string, string[]>;
  /** Judges a submission as the judge worker does (the learner's Submit). */
  judgeSubmission: (submissionId: string) => Promise<void>;
}

export interface ServerOptions {
  slugs: readonly string[];
  /** `builtin` or `scripted`; both when unset. */
  engine?: string | undefined;
  /** One line per judge run the server makes (language, tests, verdict, wall ms). */
  trace?: boolean;
}

function traced(judge: Judge): Judge {
  return {
    status: () => judge.status(),
    close: () => judge.close(),
    async run(req) {
      const t0 = performance.now();
      const r = await judge.run(req);
      console.log(
        `    judge ${req.language} ${req.tests.length} tests limit ${req.timeLimitMs} -> ${r.verdict} ${Math.round(performance.now() - t0)} ms`,
      );
      return r;
    },
  };
}

/** Runs `each` once per engine against the real server; returns the load average around each engine. */
export async function withEvalServer(
  opts: ServerOptions,
  each: (run: EngineRun) => Promise<void>,
): Promise<{ loads: number[] }> {
  const judge = await createJudge({ slots: 2 });
  const cases = new CaseJudge(judge);
  const server = await acquireTestServer();
  const db = await createTestDatabase(server.adminUrl, 'cc_eval');
  const database = connect(db.url, 5);
  const loads: number[] = [];
  try {
    await runMigrations(database, MIGRATIONS_DIR);
    console.log(`building ${opts.slugs.length} problems (cached by content hash)...`);
    const built = [];
    for (const s of opts.slugs) built.push((await cases.problem(s)).built);
    await seedProblems(database.db, built);
    const references = Object.fromEntries(built.map((b) => [b.slug, Object.values(b.solutions)]));
    const titles = Object.fromEntries(built.map((b) => [b.meta.title.toLowerCase(), b.solutions.javascript]));

    const engines: Array<{ name: string; env: Record<string, string>; close?: () => Promise<void> }> = [];
    if (!opts.engine || opts.engine === 'builtin') engines.push({ name: 'builtin', env: {} });
    if (!opts.engine || opts.engine === 'scripted') {
      // The naive model "knows" every reference (a model that memorised the famous problems).
      const scripted = await startScriptedServer({ knows: titles });
      engines.push({
        name: 'scripted-naive (openai-compatible)',
        env: { AI_BASE_URL: scripted.url, AI_MODEL: 'scripted-naive', AI_TIMEOUT_MS: '10000' },
        close: scripted.close,
      });
    }
    for (const e of engines) {
      const config = parseConfig({
        NODE_ENV: 'test',
        DATABASE_URL: db.url,
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: '/nonexistent',
        TUTOR_QUOTA_PER_HOUR: '100000',
        // The chat mode signs in one learner per question.
        AUTH_RATE_LIMIT_PER_IP: '100000',
        ...e.env,
      });
      const { app, judging } = await buildApp({
        config,
        database,
        judge: opts.trace ? traced(judge) : judge,
        logger: false,
      });
      await app.ready();
      try {
        console.log(`\n== ${e.name} ==`);
        loads.push(loadavg()[0] ?? 0);
        await each({
          name: e.name,
          app: app as FastifyInstance,
          judge,
          cases,
          references,
          judgeSubmission: (id) => judging.judgeSubmission(id, { number: 1, max: 1 }),
        });
        loads.push(loadavg()[0] ?? 0);
      } finally {
        await app.close();
        await e.close?.();
      }
    }
  } finally {
    await database.close();
    await db.drop();
    await server.release();
    await judge.close();
  }
  return { loads };
}

/** A learner signed in through the API, with the problem ids it looked up. */
export interface Learner {
  token: string;
  problemId(slug: string): Promise<string>;
  /** Submits code and has it judged (the worker's own code path); returns the verdict. */
  submit(slug: string, language: string, code: string): Promise<string>;
}

/** Registers a fresh learner (each has its own progress, hint ladder and solved problems). */
export async function signIn(
  app: FastifyInstance,
  judgeSubmission: (submissionId: string) => Promise<void>,
): Promise<Learner> {
  const reg = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: 'Eval Learner',
      email: `eval-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'a-long-eval-passphrase',
    },
  });
  if (reg.statusCode >= 300) throw new Error(`registration refused: ${reg.statusCode} ${reg.body}`);
  const token = (reg.json() as { token: string }).token;
  const authorization = `Bearer ${token}`;
  const ids = new Map<string, string>();
  const problemId = async (slug: string) => {
    let id = ids.get(slug);
    if (!id) {
      const r = await app.inject({ method: 'GET', url: `/api/problems/${slug}`, headers: { authorization } });
      id = (r.json() as { problem: { _id: string } }).problem._id;
      ids.set(slug, id);
    }
    return id;
  };
  return {
    token,
    problemId,
    async submit(slug, language, code) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/submissions',
        payload: { problemId: await problemId(slug), language, code },
        headers: { authorization },
      });
      if (r.statusCode !== 202) throw new Error(`submission refused: ${r.statusCode} ${r.body}`);
      const id = (r.json() as { data: { submission: { _id: string } } }).data.submission._id;
      await judgeSubmission(id);
      const s = await app.inject({
        method: 'GET',
        url: `/api/submissions/${id}`,
        headers: { authorization },
      });
      const body = s.json() as { data?: { submission?: { status?: string } } };
      return body.data?.submission?.status ?? `HTTP ${s.statusCode}`;
    },
  };
}

/** The text of a chat answer's Server-Sent Events (`text` chunks, or the guard's `withheld` message). */
export function chatText(body: string): { text: string; error?: string } {
  let text = '';
  let error: string | undefined;
  for (const block of body.split('\n\n')) {
    const at = block.indexOf('data: ');
    if (at < 0) continue;
    const e = JSON.parse(block.slice(at + 6)) as { type: string; text?: string; message?: string };
    if (e.type === 'text') text += e.text ?? '';
    else if (e.type === 'withheld') text += e.message ?? '';
    else if (e.type === 'error') error = e.message ?? 'error';
  }
  return error === undefined ? { text } : { text, error };
}

/** A frozen half (issue 24: generalise/frozen, chat/frozen.yaml) is run once, at the end. */
export const isFrozen = (path: string): boolean => /(^|[\\/])frozen([\\/.]|$)/.test(path);
export const frozenBanner = (path: string): string => (isFrozen(path) ? ' -- FROZEN HALF: run once' : '');
