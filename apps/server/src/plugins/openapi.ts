import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_VERSION } from '../modules/health/status.ts';

/** The OpenAPI document is generated from the same zod schemas that validate requests. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'CodeCoach API',
        version: APP_VERSION,
        description: 'The HTTP API of CodeCoach (see docs/api.md).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (doc) => nullableEnums('openapiObject' in doc ? doc.openapiObject : doc.swaggerObject),
  });
}

/**
 * OpenAPI 3.0 says an enum lists every value allowed, null included: `nullable: true` alone does
 * not let null through an enum (3.0.3's clarification; Ajv and client generators read it so). The
 * zod conversion writes a nullable enum without null, so it is added here, everywhere.
 */
export function nullableEnums<T>(node: T): T {
  if (Array.isArray(node)) {
    for (const item of node) nullableEnums(item);
  } else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if (o.nullable === true && Array.isArray(o.enum) && !o.enum.includes(null)) o.enum.push(null);
    for (const value of Object.values(o)) nullableEnums(value);
  }
  return node;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The parts of the generated OpenAPI document the page shows. */
const OpenApiDoc = z.object({
  info: z.object({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
});
const Operation = z.object({
  tags: z.array(z.string()).optional(),
  requestBody: z.unknown(),
  parameters: z.unknown(),
  responses: z.unknown(),
});

/**
 * A readable docs page rendered on the server, with no script at all, so it lives under the same
 * strict CSP as the app (the usual Swagger UI needs inline script). `source` is `app.swagger()`.
 */
export function renderDocsPage(source: unknown): string {
  const doc = OpenApiDoc.parse(source);
  const rows: string[] = [];
  for (const [route, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, entry] of Object.entries(methods)) {
      const parsed = Operation.safeParse(entry);
      if (!parsed.success) continue; // a path-level field, not an operation
      const op = parsed.data;
      const details = JSON.stringify(
        { parameters: op.parameters, requestBody: op.requestBody, responses: op.responses },
        null,
        2,
      );
      rows.push(
        `<details><summary><code class="m">${escapeHtml(method.toUpperCase())}</code> <code>${escapeHtml(route)}</code> <span class="t">${escapeHtml((op.tags ?? []).join(', '))}</span></summary><pre>${escapeHtml(details)}</pre></details>`,
      );
    }
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(doc.info.title)} docs</title><link rel="stylesheet" href="/api/docs.css"></head><body><main><h1>${escapeHtml(doc.info.title)} <small>v${escapeHtml(doc.info.version)}</small></h1><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>. Authenticate with <code>Authorization: Bearer &lt;token&gt;</code> from <code>POST /api/auth/login</code>.</p>${rows.join('\n')}</main></body></html>`;
}

export const DOCS_CSS = `body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}main{max-width:960px;margin:0 auto;padding:24px}details{background:#fff;border:1px solid #e2e8f0;border-radius:8px;margin:8px 0;padding:8px 12px}summary{cursor:pointer}.m{font-weight:700;color:#4f46e5;min-width:4em;display:inline-block}.t{color:#64748b;font-size:13px}pre{overflow:auto;font-size:12px;background:#f1f5f9;padding:8px;border-radius:6px}@media (prefers-color-scheme:dark){body{background:#0f172a;color:#e2e8f0}details{background:#1e293b;border-color:#334155}pre{background:#0f172a}}`;
