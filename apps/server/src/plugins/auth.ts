import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../lib/errors.ts';
import type { AuthedUser, AuthService } from '../modules/auth/service.ts';
import '../types.ts';

/** Reads `Authorization: Bearer <token>`; EventSource cannot set headers, so SSE routes may pass `?token=`. */
function bearer(req: FastifyRequest, allowQuery: boolean): string | undefined {
  const header = req.headers.authorization;
  if (header) {
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    return m?.[1];
  }
  const query: unknown = req.query;
  if (allowQuery && typeof query === 'object' && query !== null && 'token' in query) {
    if (typeof query.token === 'string') return query.token;
  }
  return undefined;
}

export function authGuards(auth: AuthService) {
  const resolve = async (req: FastifyRequest, allowQuery: boolean): Promise<AuthedUser> => {
    const token = bearer(req, allowQuery);
    if (!token) throw errors.unauthorized();
    const found = await auth.authenticate(token);
    if (!found) throw errors.unauthorized('Your session has expired. Please sign in again.');
    req.user = found;
    return found;
  };
  return {
    requireUser: async (req: FastifyRequest, _reply: FastifyReply) => {
      await resolve(req, false);
    },
    /** Signed-in callers get personal fields (solved/attempted); a bad token is still a 401. */
    optionalUser: async (req: FastifyRequest, _reply: FastifyReply) => {
      if (req.headers.authorization) await resolve(req, false);
    },
    requireUserSse: async (req: FastifyRequest, _reply: FastifyReply) => {
      await resolve(req, true);
    },
    requireAdmin: async (req: FastifyRequest, _reply: FastifyReply) => {
      const user = await resolve(req, false);
      if (user.role !== 'admin') throw errors.forbidden();
    },
  };
}
export type AuthGuards = ReturnType<typeof authGuards>;

/** The signed-in user of a request that passed a guard. */
export function currentUser(req: FastifyRequest): AuthedUser {
  if (!req.user) throw errors.unauthorized();
  return req.user;
}

/**
 * One guard for every admin route: a route under /api/admin that does not run `requireAdmin`
 * stops the server at start-up, so a new admin route cannot be served unguarded by mistake
 * (decision 027; `admin/authorisation.test.ts` walks every route as each role).
 */
export function refuseUnguardedAdminRoutes(app: FastifyInstance, guards: AuthGuards): void {
  app.addHook('onRoute', (route) => {
    if (!/^\/api\/admin(\/|$)/.test(route.url)) return;
    const hooks = route.onRequest;
    const handlers = Array.isArray(hooks) ? hooks : hooks ? [hooks] : [];
    if (!handlers.includes(guards.requireAdmin))
      throw new Error(
        `${route.method} ${route.url} is an admin route without guards.requireAdmin in onRequest`,
      );
  });
}
