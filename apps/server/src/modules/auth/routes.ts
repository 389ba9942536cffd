import {
  AuthResponse,
  DemoCredentialsResponse,
  ErrorResponse,
  LoginRequest,
  MeResponse,
  MessageResponse,
  RegisterRequest,
} from '@codecoach/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { errors } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { DEMO_ADMIN } from './demo.ts';
import { toUserDto } from './service.ts';

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { auth, guards, config } = ctx;
  return async (app) => {
    app.post(
      '/register',
      {
        schema: {
          tags: ['auth'],
          body: RegisterRequest,
          response: { 201: AuthResponse, 400: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (req, reply) => {
        const { user, token } = await auth.register(req.body, req.ip, req.headers['user-agent']);
        return reply.status(201).send({ success: true, message: 'Account created', token, user });
      },
    );

    app.post(
      '/login',
      {
        schema: {
          tags: ['auth'],
          body: LoginRequest,
          response: { 200: AuthResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (req) => {
        const { user, token } = await auth.login(req.body, req.ip, req.headers['user-agent']);
        return { success: true, message: 'Signed in', token, user };
      },
    );

    app.get(
      '/me',
      {
        onRequest: guards.requireUser,
        schema: { tags: ['auth'], response: { 200: MeResponse, 401: ErrorResponse } },
      },
      async (req) => ({ success: true, message: 'OK', user: toUserDto(currentUser(req)) }),
    );

    app.post(
      '/logout',
      {
        onRequest: guards.requireUser,
        schema: { tags: ['auth'], response: { 200: MessageResponse, 401: ErrorResponse } },
      },
      async (req) => {
        await auth.logout(currentUser(req).sessionHash);
        return { success: true, message: 'Signed out' };
      },
    );

    app.get(
      '/demo',
      { schema: { tags: ['auth'], response: { 200: DemoCredentialsResponse, 404: ErrorResponse } } },
      async () => {
        if (!config.demoMode) throw errors.notFound('Demo mode is off');
        return {
          success: true,
          message: 'Demo admin credentials',
          data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
        };
      },
    );
  };
}
