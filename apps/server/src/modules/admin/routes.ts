import {
  AdminProblemsQuery,
  AdminProblemsResponse,
  AdminProblemUpdate,
  AdminResetLinkResponse,
  AdminRevokeResponse,
  AdminSystemResponse,
  AdminSystemUpdate,
  AdminUserResponse,
  AdminUsersQuery,
  AdminUsersResponse,
  AdminUserUpdate,
  AuditQuery,
  AuditResponse,
  ErrorResponse,
  MessageResponse,
} from '@codecoach/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { createAuditLog } from '../../lib/audit.ts';
import { errors } from '../../lib/errors.ts';
import { pagination } from '../../lib/lists.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createProblemsAdmin } from './problems.ts';
import { createSystemAdmin } from './system.ts';
import { createAdminUsers } from './users.ts';
import { createAdminUsersRepository } from './users-repository.ts';

const UserParams = z.object({ id: z.string().uuid('No such user') });
const denied = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

/** Manage Users and the audit log (decision 027): admins only, every action audited. */
export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  const { guards, config } = ctx;
  const repo = createAdminUsersRepository(db);
  const audit = createAuditLog(db);
  const users = createAdminUsers({ db, config, repo, audit });
  const system = createSystemAdmin({ db, config, settings: ctx.settings, audit });
  const problems = createProblemsAdmin({ db, audit });
  const actor = (req: Parameters<typeof currentUser>[0]) => {
    const u = currentUser(req);
    return { id: u.id, name: u.name };
  };
  return async (app) => {
    app.get(
      '/admin/users',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          querystring: AdminUsersQuery,
          response: { 200: AdminUsersResponse, ...denied },
        },
      },
      async (req) => {
        const { page, limit } = req.query;
        const found = await repo.page(req.query);
        return {
          success: true,
          message: 'OK',
          data: { users: found.users, pagination: pagination(page, limit, found.total) },
        };
      },
    );

    app.get(
      '/admin/users/:id',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          params: UserParams,
          response: { 200: AdminUserResponse, 404: ErrorResponse, ...denied },
        },
      },
      async (req) => {
        const user = await repo.detail(req.params.id);
        if (!user) throw errors.notFound('No such user');
        return { success: true, message: 'OK', data: { user } };
      },
    );

    app.patch(
      '/admin/users/:id',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          params: UserParams,
          body: AdminUserUpdate,
          response: { 200: MessageResponse, 404: ErrorResponse, 409: ErrorResponse, ...denied },
        },
      },
      async (req) => {
        await users.update(actor(req), req.params.id, req.body);
        return { success: true, message: 'User updated' };
      },
    );

    app.post(
      '/admin/users/:id/reset-link',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          params: UserParams,
          response: { 201: AdminResetLinkResponse, 404: ErrorResponse, 409: ErrorResponse, ...denied },
        },
      },
      async (req, reply) => {
        const data = await users.resetLink(actor(req), req.params.id);
        // The link is a credential: no cache may keep it.
        reply.header('cache-control', 'no-store');
        return reply.status(201).send({ success: true, message: 'Reset link created', data });
      },
    );

    app.post(
      '/admin/users/:id/revoke-sessions',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          params: UserParams,
          response: { 200: AdminRevokeResponse, 404: ErrorResponse, 409: ErrorResponse, ...denied },
        },
      },
      async (req) => {
        const revoked = await users.revokeSessions(actor(req), req.params.id);
        return { success: true, message: 'Sessions ended', data: { revoked } };
      },
    );

    app.get(
      '/admin/problems',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          querystring: AdminProblemsQuery,
          response: { 200: AdminProblemsResponse, ...denied },
        },
      },
      async (req) => {
        const { page, limit } = req.query;
        const found = await problems.page(req.query);
        return {
          success: true,
          message: 'OK',
          data: { problems: found.problems, pagination: pagination(page, limit, found.total) },
        };
      },
    );

    app.patch(
      '/admin/problems/:id',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          params: z.object({ id: z.string().uuid('No such problem') }),
          body: AdminProblemUpdate,
          response: { 200: MessageResponse, 404: ErrorResponse, ...denied },
        },
      },
      async (req) => {
        await problems.setPublished(actor(req), req.params.id, req.body.published);
        return { success: true, message: req.body.published ? 'Problem published' : 'Problem unpublished' };
      },
    );

    app.get(
      '/admin/system',
      {
        onRequest: guards.requireAdmin,
        schema: { tags: ['admin'], response: { 200: AdminSystemResponse, ...denied } },
      },
      async () => ({ success: true, message: 'OK', data: await system.read() }),
    );

    app.patch(
      '/admin/system',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          body: AdminSystemUpdate,
          response: { 200: AdminSystemResponse, ...denied },
        },
      },
      async (req) => {
        await system.update(actor(req), req.body);
        return { success: true, message: 'Settings saved', data: await system.read() };
      },
    );

    app.get(
      '/admin/audit',
      {
        onRequest: guards.requireAdmin,
        schema: { tags: ['admin'], querystring: AuditQuery, response: { 200: AuditResponse, ...denied } },
      },
      async (req) => {
        const { page, limit } = req.query;
        const found = await audit.page(req.query);
        return {
          success: true,
          message: 'OK',
          data: { entries: found.entries, pagination: pagination(page, limit, found.total) },
        };
      },
    );
  };
}
