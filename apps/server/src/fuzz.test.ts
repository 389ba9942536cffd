import { Ajv } from 'ajv';
import formats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProblem } from '../test/builders.ts';
import { adminToken } from '../test/contests.ts';
import { build, type TestApp } from '../test/helper.ts';

/**
 * Requests generated from the server's own OpenAPI document (issue 27, part 4), with fast-check:
 * for every route, as anonymous, a learner, another learner and an admin, path parameters drawn
 * from real ids (theirs and others') and from junk, query strings and bodies drawn from the
 * route's schemas and from arbitrary JSON. Every answer must be below 500 (or a 503 the route
 * documents: this server has no judge and no mail), come within 15 s, and,
 * where the document gives a schema for its status, match it (checked here by Ajv, independently
 * of the server's own serializer). Seeded: `FUZZ_RUNS` (default 1,000) and `FUZZ_SEED`; `bench/fuzz`
 * runs 10,000. A failure is shrunk by fast-check to the smallest request that shows it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261128);
const HANG_MS = 15_000;

/**
 * Left out, each with its own tests: what ends the fuzzing callers' own sessions or accounts
 * (their requests would all be 401 after it), and the live streams (an open stream is not a hang).
 */
const EXCLUDED = new Set([
  'POST /api/auth/logout',
  'DELETE /api/account',
  'POST /api/account/password',
  'DELETE /api/account/sessions/{id}',
]);
const isStream = (path: string) => path.endsWith('/events');

interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
}
interface Parameter {
  in: 'path' | 'query';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

/** Values a schema allows (mostly), shallow enough to stay small. */
function arbitraryOf(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const inner = (): fc.Arbitrary<unknown> => {
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives) return fc.oneof(...alternatives.map((s) => arbitraryOf(s, depth + 1)));
    switch (schema.type) {
      case 'string':
        if (schema.format === 'uuid') return fc.uuid();
        if (schema.format === 'email') return fc.emailAddress();
        return fc.string({
          minLength: schema.minLength ?? 0,
          maxLength: Math.min(schema.maxLength ?? 40, Math.max(schema.minLength ?? 0, 40)),
        });
      case 'integer':
        return fc.integer({
          min: Math.max(schema.minimum ?? -1e6, -1e6),
          max: Math.min(schema.maximum ?? 1e6, 1e6),
        });
      case 'number':
        return fc.double({
          noNaN: true,
          min: Math.max(schema.minimum ?? -1e6, -1e6),
          max: Math.min(schema.maximum ?? 1e6, 1e6),
        });
      case 'boolean':
        return fc.boolean();
      case 'array':
        if (depth > 3) return fc.constant([]);
        return fc.array(arbitraryOf(schema.items ?? {}, depth + 1), {
          maxLength: Math.min(schema.maxItems ?? 4, 4),
        });
      case 'object': {
        if (depth > 3) return fc.constant({});
        const props = Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([k, s]) => [k, arbitraryOf(s, depth + 1)]),
        );
        const record = fc.record(props, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
        const extra = schema.additionalProperties;
        if (extra && typeof extra === 'object')
          return fc
            .tuple(
              record,
              fc.dictionary(fc.string({ maxLength: 12 }), arbitraryOf(extra, depth + 1), { maxKeys: 3 }),
            )
            .map(([a, b]) => ({ ...b, ...a }));
        return record;
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  };
  const arb = inner();
  return schema.nullable ? fc.option(arb, { nil: null }) : arb;
}

/** What a fuzzer sends where a schema says what it wants: mostly that, sometimes anything. */
const either = (schema: Schema) =>
  fc.oneof(
    { weight: 4, arbitrary: arbitraryOf(schema) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );

/** Junk for a path segment: empty-ish, traversal, encodings, very long, unicode. */
const junkSegment = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '..',
    '%2e%2e',
    'null',
    'undefined',
    '%00',
    'a'.repeat(300),
    "' or 1=1 --",
    '<script>',
  ),
  // Never empty: `/api/problems/` is another route (the list), which answers by its own schema
  // (bench:fuzz's 10,000 once drew '' and checked the list's answer against the page's schema).
  fc.string({ minLength: 1, maxLength: 20 }),
  fc.uuid(),
);

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;
let callers: Array<{ who: string; token: string | undefined }>;
/** Real ids by path parameter, the caller's own and other people's alike. */
let ids: Record<string, string[]>;
let victimIds: string[];

beforeAll(async () => {
  t = await build();
  paths = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths;
  const learner = await t.register();
  const other = await t.register();
  // Admin routes on users act on these, not on the fuzzing callers (a disabled caller fuzzes nothing).
  const victim = await t.register();
  await createProblem(t.ctx.database.db, { slug: 'fuzzed-problem', title: 'Fuzzed Problem' });
  const [problem] = await t.sql<{ id: string }>(`select id from problems where slug = 'fuzzed-problem'`);
  if (!problem) throw new Error('no problem');
  const [sub] = await t.sql<{ id: string }>(
    `insert into submissions (user_id, problem_id, language, code, status) values ($1, $2, 'python', 'x', 'wrong_answer') returning id`,
    [other.id, problem.id],
  );
  callers = [
    { who: 'anonymous', token: undefined },
    { who: 'learner', token: learner.token },
    { who: 'other learner', token: other.token },
    { who: 'admin', token: await adminToken(t) },
  ];
  ids = {
    id: [problem.id, 'fuzzed-problem', sub?.id ?? '', learner.id, other.id],
    letter: ['A', 'B', 'Z'],
  };
  victimIds = [victim.id];
}, 120_000);

afterAll(async () => {
  await t?.app.close();
});

function operations() {
  return Object.entries(paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .map(([method, op]) => ({ path, method: method.toUpperCase(), op }))
      .filter((o) => !EXCLUDED.has(`${o.method} ${o.path.replace(/\/$/, '')}`) && !isStream(o.path)),
  );
}

const ajv = new Ajv({ strict: false, allErrors: false });
// ajv-formats is CommonJS: its plugin is the module's `default`.
formats.default(ajv);
const validators = new Map<Schema, ReturnType<typeof ajv.compile>>();
const validatorOf = (schema: Schema) => {
  let v = validators.get(schema);
  if (!v) {
    v = ajv.compile(schema);
    validators.set(schema, v);
  }
  return v;
};

describe('requests generated from /api/openapi.json (issue 27)', () => {
  it(`answers ${RUNS} of them below 500, within ${HANG_MS / 1000} s, and as its own response schemas say`, {
    timeout: 30 * 60_000,
  }, async () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(80);
    const request = fc
      .record({
        op: fc.constantFrom(...ops),
        caller: fc.constantFrom(...callers),
        seed: fc.integer(),
      })
      .chain(({ op, caller }) => {
        const params = op.op.parameters ?? [];
        const pathArbs = Object.fromEntries(
          params
            .filter((p) => p.in === 'path')
            .map((p) => {
              const real = op.path.startsWith('/api/admin/users/') ? victimIds : (ids[p.name] ?? []);
              return [
                p.name,
                real.length > 0
                  ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real) }, junkSegment)
                  : junkSegment,
              ];
            }),
        );
        const queryArbs = Object.fromEntries(
          params
            .filter((p) => p.in === 'query')
            .map((p) => [
              p.name,
              either(p.schema).map((v) => String(typeof v === 'object' ? JSON.stringify(v) : v)),
            ]),
        );
        const bodySchema = op.op.requestBody?.content['application/json']?.schema;
        return fc.record({
          op: fc.constant(op),
          caller: fc.constant(caller),
          path: fc.record(pathArbs),
          query: fc.record(queryArbs, { requiredKeys: [] }),
          body: bodySchema ? either(bodySchema) : fc.constant(undefined),
        });
      });

    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(request, async ({ op, caller, path, query, body }) => {
        const url =
          op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(path[name]))) +
          (Object.keys(query).length > 0 ? `?${new URLSearchParams(query as Record<string, string>)}` : '');
        const started = Date.now();
        const res = await Promise.race([
          t.app.inject({
            method: op.method as 'GET',
            url,
            headers: caller.token ? { authorization: `Bearer ${caller.token}` } : {},
            ...(body !== undefined ? { payload: body as object } : {}),
          }),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error(`${op.method} ${url}: no answer in ${HANG_MS} ms`)), HANG_MS),
          ),
        ]);
        const label = `${caller.who}: ${op.method} ${url} ${JSON.stringify(body)?.slice(0, 300)} -> ${res.statusCode} ${res.body.slice(0, 300)} (${Date.now() - started} ms)`;
        seen.set(`${res.statusCode}`, (seen.get(`${res.statusCode}`) ?? 0) + 1);
        // A 503 the route documents (no judge here, no mail) is an answer; any other 5xx is a fault.
        const documented = String(res.statusCode) in (op.op.responses ?? {});
        if (res.statusCode >= 500 && !(res.statusCode === 503 && documented))
          throw new Error(`server error: ${label}`);
        const schema = op.op.responses?.[String(res.statusCode)]?.content?.['application/json']?.schema;
        if (schema && res.headers['content-type']?.toString().startsWith('application/json')) {
          const validate = validatorOf(schema);
          if (!validate(res.json()))
            throw new Error(`answer breaks its schema: ${label}\n${ajv.errorsText(validate.errors)}`);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: false },
    );
    console.log(
      `fuzz: ${RUNS} requests, seed ${SEED}, answers by status: ${[...seen]
        .sort()
        .map(([s, n]) => `${s} x${n}`)
        .join(', ')}`,
    );
    // The runs reached past the guards: some answers were successes, some refusals.
    expect([...seen.keys()].some((s) => s.startsWith('2'))).toBe(true);
    expect([...seen.keys()].some((s) => s.startsWith('4'))).toBe(true);
  });
});
