import {
  CONTACT_THANKS,
  ContactMessagesQuery,
  ContactMessagesResponse,
  ContactRequest,
  ErrorResponse,
  MessageResponse,
} from '@codecoach/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { normaliseEmail } from '../../lib/email.ts';
import { pagination } from '../../lib/lists.ts';
import { hit } from '../../lib/rate-limit.ts';
import { createContactRepository } from './repository.ts';

/** The /contact form's messages: anyone may send (rate limited), only admins read. */
export function contactRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  const { guards } = ctx;
  const repo = createContactRepository(db);
  return async (app) => {
    app.post(
      '/contact',
      {
        onRequest: guards.optionalUser,
        schema: {
          tags: ['contact'],
          body: ContactRequest,
          response: { 201: MessageResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
        },
      },
      async (req, reply) => {
        await hit(db, `contact:ip:${req.ip}`, 5, 60 * 60 * 1000);
        await repo.insert({
          userId: req.user?.id ?? null,
          name: req.body.name,
          email: normaliseEmail(req.body.email),
          topic: req.body.topic,
          message: req.body.message,
        });
        return reply.status(201).send({ success: true, message: CONTACT_THANKS });
      },
    );

    app.get(
      '/admin/contact-messages',
      {
        onRequest: guards.requireAdmin,
        schema: {
          tags: ['admin'],
          querystring: ContactMessagesQuery,
          response: {
            200: ContactMessagesResponse,
            400: ErrorResponse,
            401: ErrorResponse,
            403: ErrorResponse,
          },
        },
      },
      async (req) => {
        const { page, limit } = req.query;
        const { rows, total } = await repo.page(page, limit);
        return {
          success: true,
          message: 'OK',
          data: {
            messages: rows.map((r) => ({
              _id: r.id,
              name: r.name,
              email: r.email,
              topic: r.topic,
              message: r.message,
              createdAt: r.createdAt.toISOString(),
              userId: r.userId,
            })),
            pagination: pagination(page, limit, total),
          },
        };
      },
    );
  };
}
