import {
  ErrorResponse,
  ForgotPasswordRequest,
  MailStatusResponse,
  MessageResponse,
  ResetPasswordRequest,
  TokenRequest,
} from '@codecoach/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import type { AccountService } from './service.ts';

const fail = { 400: ErrorResponse, 429: ErrorResponse };

/** Signed-out account routes under /api/auth: password reset by e-mail, e-mail confirmation. */
export function accountAuthRoutes(ctx: AppContext, svc: AccountService): FastifyPluginAsyncZod {
  const tags = ['auth'];
  return async (app) => {
    app.get('/mail', { schema: { tags, response: { 200: MailStatusResponse } } }, async () => ({
      success: true,
      message: ctx.mailer.enabled ? 'This server sends e-mail' : 'This server sends no e-mail',
      data: { enabled: ctx.mailer.enabled },
    }));

    app.post(
      '/forgot-password',
      {
        schema: {
          tags,
          body: ForgotPasswordRequest,
          response: { 200: MessageResponse, 503: ErrorResponse, ...fail },
        },
      },
      async (req) => ({ success: true, message: await svc.credentials.forgot(req.body.email, req.ip) }),
    );

    app.post(
      '/reset-password',
      { schema: { tags, body: ResetPasswordRequest, response: { 200: MessageResponse, ...fail } } },
      async (req) => {
        await svc.credentials.reset(req.body.token, req.body.password, req.ip);
        return { success: true, message: 'Your password has been reset. Please sign in with it.' };
      },
    );

    app.post(
      '/confirm-email',
      {
        schema: { tags, body: TokenRequest, response: { 200: MessageResponse, 409: ErrorResponse, ...fail } },
      },
      async (req) => {
        const email = await svc.emails.confirm(req.body.token, req.ip);
        return { success: true, message: `Your e-mail address is now ${email}.` };
      },
    );
  };
}
