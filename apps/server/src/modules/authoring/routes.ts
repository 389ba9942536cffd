import { AUTHOR_LIMITS } from '@codecoach/content';
import {
  CreateDraftInput,
  DraftResponse,
  DraftsResponse,
  ErrorResponse,
  MessageResponse,
  ProblemSlug,
  ProblemSourceResponse,
  PublishDraftResponse,
  UpdateDraftInput,
} from '@codecoach/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { createAuditLog } from '../../lib/audit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createAuthoringRepository } from './repository.ts';
import { createAuthoring } from './service.ts';

const DraftParams = z.object({ id: z.string().uuid('No such draft') });
const ProblemParams = z.object({ id: z.string().uuid('No such problem') });
const denied = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };
/** A zipped folder is far smaller than the folder's own limit; a little room for the zip's headers. */
const ZIP_BODY_LIMIT = AUTHOR_LIMITS.totalBytes + 256 * 1024;
/** A draft's JSON: its files, escaped. */
const DRAFT_BODY_LIMIT = 2 * AUTHOR_LIMITS.totalBytes;

/** Authoring problems in the browser (decision 028): admins only; publishing is audited. */
export function authoringRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  const { guards } = ctx;
  const authoring = createAuthoring({ db, repo: createAuthoringRepository(db), audit: createAuditLog(db) });
  const actor = (req: Parameters<typeof currentUser>[0]) => {
    const u = currentUser(req);
    return { id: u.id, name: u.name };
  };
  return async (app) => {
    // A zip upload, only here (this plugin's scope): its bytes, read whole up to the limit.
    app.addContentTypeParser(
      'application/zip',
      { parseAs: 'buffer', bodyLimit: ZIP_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );

    app.get(
      '/admin/problems/:id/source',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          params: ProblemParams,
          response: { 200: ProblemSourceResponse, 404: ErrorResponse, ...denied },
        },
      },
      async (req) => ({ success: true, message: 'OK', data: await authoring.source(req.params.id) }),
    );

    app.get(
      '/admin/problems/:id/export',
      {
        onRequest: guards.requireAdmin,
        // The answer is the zip's bytes (errors are the usual envelope, from the error handler).
        schema: { tags: ['admin'], params: ProblemParams },
      },
      async (req, reply) => {
        const { slug, zip } = await authoring.exportZip(req.params.id);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${slug}.zip"`)
          .send(Buffer.from(zip));
      },
    );

    app.get(
      '/admin/drafts',
      {
        onRequest: guards.requireAdmin,
        schema: { tags: ['admin'], response: { 200: DraftsResponse, ...denied } },
      },
      async () => ({ success: true, message: 'OK', data: { drafts: await authoring.list() } }),
    );

    app.post(
      '/admin/drafts',
      {
        onRequest: guards.requireAdmin,
        bodyLimit: DRAFT_BODY_LIMIT,
        schema: {
          tags: ['admin'],
          body: CreateDraftInput,
          response: { 201: DraftResponse, 409: ErrorResponse, ...denied },
        },
      },
      async (req, reply) => {
        const draft = await authoring.create(actor(req), req.body.slug, req.body.files);
        return reply.status(201).send({ success: true, message: 'Draft saved', data: { draft } });
      },
    );

    app.post(
      '/admin/drafts/import',
      {
        onRequest: guards.requireAdmin,
        bodyLimit: ZIP_BODY_LIMIT,
        schema: {
          tags: ['admin'],
          querystring: z.object({ slug: ProblemSlug.optional() }),
          response: { 201: DraftResponse, 409: ErrorResponse, 415: ErrorResponse, ...denied },
        },
      },
      async (req, reply) => {
        if (!Buffer.isBuffer(req.body))
          return reply.status(415).send({
            success: false,
            code: 'VALIDATION_ERROR',
            message: 'Send the zip file with Content-Type: application/zip',
          });
        const draft = await authoring.importZip(actor(req), new Uint8Array(req.body), req.query.slug);
        return reply.status(201).send({ success: true, message: 'Draft imported', data: { draft } });
      },
    );

    app.get(
      '/admin/drafts/:id',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          params: DraftParams,
          response: { 200: DraftResponse, 404: ErrorResponse, ...denied },
        },
      },
      async (req) => ({ success: true, message: 'OK', data: { draft: await authoring.read(req.params.id) } }),
    );

    app.put(
      '/admin/drafts/:id',
      {
        onRequest: guards.requireAdmin,
        bodyLimit: DRAFT_BODY_LIMIT,
        schema: {
          tags: ['admin'],
          params: DraftParams,
          body: UpdateDraftInput,
          response: { 200: DraftResponse, 404: ErrorResponse, ...denied },
        },
      },
      async (req) => ({
        success: true,
        message: 'Draft saved',
        data: { draft: await authoring.save(req.params.id, req.body.files) },
      }),
    );

    app.delete(
      '/admin/drafts/:id',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          params: DraftParams,
          response: { 200: MessageResponse, 404: ErrorResponse, ...denied },
        },
      },
      async (req) => {
        await authoring.discard(req.params.id);
        return { success: true, message: 'Draft discarded' };
      },
    );

    app.post(
      '/admin/drafts/:id/prove',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          params: DraftParams,
          response: { 202: DraftResponse, 404: ErrorResponse, 409: ErrorResponse, ...denied },
        },
      },
      async (req, reply) => {
        const draft = await authoring.prove(req.params.id);
        return reply.status(202).send({ success: true, message: 'Proof queued', data: { draft } });
      },
    );

    app.post(
      '/admin/drafts/:id/publish',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          params: DraftParams,
          response: { 200: PublishDraftResponse, 404: ErrorResponse, 409: ErrorResponse, ...denied },
        },
      },
      async (req) => ({
        success: true,
        message: 'Problem published',
        data: await authoring.publish(actor(req), req.params.id),
      }),
    );
  };
}
