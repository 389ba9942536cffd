import {
  ErrorResponse,
  MessageResponse,
  NEWSLETTER_NO_MAIL,
  NEWSLETTER_UNSUBSCRIBED,
  NewsletterRequest,
  UnsubscribeQuery,
} from '@codecoach/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { normaliseEmail } from '../../lib/email.ts';
import { errors } from '../../lib/errors.ts';
import { hit } from '../../lib/rate-limit.ts';
import { createNewsletterRepository } from './repository.ts';

/** A small page of its own (no script, so the CSP allows it as it is). */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} - CodeCoach</title></head>
<body><main><h1>${title}</h1>${body}<p><a href="/">Back to CodeCoach</a></p></main></body></html>`;
}

/** The page an unsubscribe link opens: a button that POSTs (a GET never unsubscribes: mail scanners follow links). */
function unsubscribePage(token: string): string {
  // `token` is a UUID (the query's schema), so it needs no escaping in the attribute.
  return page(
    'Unsubscribe from the CodeCoach newsletter',
    `<form method="post" action="/api/newsletter/unsubscribe?token=${token}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Unsubscribe</button></form>`,
  );
}

export function newsletterRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  const repo = createNewsletterRepository(db);
  return async (app) => {
    // RFC 8058's one-click POST is a form (`List-Unsubscribe=One-Click`); nothing in it is needed.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.post(
      '/newsletter',
      {
        schema: {
          tags: ['system'],
          body: NewsletterRequest,
          response: { 200: MessageResponse, 400: ErrorResponse, 429: ErrorResponse, 503: ErrorResponse },
        },
      },
      async (req) => {
        // No address is collected for a newsletter that could never be sent.
        if (!ctx.mailer.enabled) throw errors.unavailable(NEWSLETTER_NO_MAIL);
        await hit(db, `newsletter:ip:${req.ip}`, 20, 60 * 60 * 1000);
        // Idempotent: subscribing twice is the same as once, and says the same.
        await repo.subscribe(normaliseEmail(req.body.email));
        return { success: true, message: 'Thank you for subscribing!' };
      },
    );

    app.get(
      '/newsletter/unsubscribe',
      {
        schema: {
          tags: ['system'],
          querystring: UnsubscribeQuery.extend({ done: z.literal('1').optional() }),
        },
      },
      async (req, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            req.query.done
              ? page('Unsubscribed', `<p>${NEWSLETTER_UNSUBSCRIBED}</p>`)
              : unsubscribePage(req.query.token),
          ),
    );

    // One click (RFC 8058) or the page's button: the subscription of this link ends. The same
    // answer whether it existed or not, so a link reveals nothing and a second click is harmless.
    app.post(
      '/newsletter/unsubscribe',
      {
        schema: {
          tags: ['system'],
          querystring: UnsubscribeQuery,
          response: { 200: MessageResponse, 400: ErrorResponse },
        },
      },
      async (req, reply) => {
        await repo.unsubscribe(req.query.token);
        // The page's button (a browser) is sent back to the page, which then says it is done
        // (post/redirect/get); a mail client's one-click gets JSON.
        if (req.headers.accept?.includes('text/html'))
          return reply.redirect(`/api/newsletter/unsubscribe?token=${req.query.token}&done=1`, 303);
        return { success: true, message: NEWSLETTER_UNSUBSCRIBED };
      },
    );
  };
}
