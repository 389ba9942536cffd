import type { AuthedUser } from './modules/auth/service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` pre-handler on protected routes. */
    user?: AuthedUser;
  }
}
