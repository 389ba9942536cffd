import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env.ts';

/** How long a served security.txt says it holds (RFC 9116 asks for less than a year). */
const VALID_DAYS = 180;

/** RFC 9116: where to report a vulnerability. Contact points to the /contact form (topic security). */
export function securityTxt(config: Config, now: Date): string {
  const base = config.publicUrl;
  const expires = new Date(now.getTime() + VALID_DAYS * 24 * 60 * 60 * 1000);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    ...(config.securityContact ? [`Contact: ${config.securityContact}`] : []),
    `Contact: ${base}/contact?topic=security`,
    `Expires: ${expires.toISOString()}`,
    `Policy: ${base}/security`,
    `Canonical: ${base}/.well-known/security.txt`,
    'Preferred-Languages: en',
    '',
  ].join('\n');
}

export function registerSecurityTxt(app: FastifyInstance, config: Config): void {
  app.get('/.well-known/security.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(securityTxt(config, new Date())),
  );
}
