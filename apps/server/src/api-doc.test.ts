import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentedBody, documentedCalls } from '../test/api-doc.ts';
import { build, type TestApp } from '../test/helper.ts';

const API_DOC = fileURLToPath(new URL('../../../docs/api.md', import.meta.url));

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
}
interface Operation {
  requestBody?: { content: Record<string, { schema: Schema }> };
}

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  t = await build();
  paths = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths;
});

/** `METHOD path` of every operation the server documents in its OpenAPI schema. */
const served = () =>
  Object.entries(paths).flatMap(([path, ops]) =>
    // A module's root route is registered as `/api/problems/`: the same call as `/api/problems`.
    Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.length > 5 ? path.replace(/\/$/, '') : path}`),
  );
const operation = (path: string, method: string) =>
  (paths[path] ?? paths[`${path}/`])?.[method.toLowerCase()];

describe('docs/api.md against the OpenAPI document generated from the route schemas', () => {
  it('documents every route the server has, and no route it does not have', () => {
    const documented = documentedCalls(API_DOC).map((c) => `${c.method} ${c.path}`);
    expect(documented.filter((c) => !served().includes(c))).toEqual([]);
    expect(served().filter((c) => !documented.includes(c))).toEqual([]);
  });

  it('names each request body field the route takes, optional where the route does not require it', () => {
    const wrong: string[] = [];
    for (const call of documentedCalls(API_DOC)) {
      const fields = documentedBody(call.request);
      const schema = operation(call.path, call.method)?.requestBody?.content['application/json']?.schema;
      if (!fields || !schema?.properties) continue;
      const required = new Set(schema.required ?? []);
      for (const [name, doc] of fields) {
        const prop = schema.properties[name];
        if (!prop) {
          wrong.push(`${call.method} ${call.path}: ${name} is documented but not taken`);
          continue;
        }
        // Optional: `name?`, or a default in parentheses ("difficulty (medium)") when not required.
        const docOptional = doc.optional || (!required.has(name) && /default|^\w+$|^'/.test(doc.note.trim()));
        if (docOptional === required.has(name))
          wrong.push(
            `${call.method} ${call.path}: ${name} is ${required.has(name) ? 'required' : 'optional'}`,
          );
        // "(array ...)" in the note, quoted values aside ("default 'array'" is a value).
        const saysArray = /\barray\b/.test(doc.note.replace(/'[^']*'/g, ''));
        const isArray = prop.type === 'array' || prop.anyOf?.some((s) => s.type === 'array');
        if (saysArray && !isArray)
          wrong.push(`${call.method} ${call.path}: ${name} is documented as an array but is not one`);
      }
      for (const name of Object.keys(schema.properties))
        if (!fields.has(name)) wrong.push(`${call.method} ${call.path}: ${name} is taken but not documented`);
    }
    expect(wrong).toEqual([]);
  });

  // Found by the fuzzer (fuzz.test.ts): OpenAPI 3.0 lets null through an enum only when the enum
  // lists it, and Ajv (like client generators) rejected the null `step` of a queued generation.
  it('lists null in every nullable enum', () => {
    const missing: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) {
        for (const [i, n] of node.entries()) walk(n, `${at}[${i}]`);
      } else if (node && typeof node === 'object') {
        const o = node as Record<string, unknown>;
        if (o.nullable === true && Array.isArray(o.enum) && !o.enum.includes(null)) missing.push(at);
        for (const [k, v] of Object.entries(o)) walk(v, `${at}.${k}`);
      }
    };
    walk(paths, 'paths');
    expect(missing).toEqual([]);
    expect(JSON.stringify(paths)).toContain('"enum":["drafting"');
  });
});
