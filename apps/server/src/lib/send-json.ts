import type { FastifyReply } from 'fastify';

/**
 * Sends JSON the handler has already written, as is: Fastify passes a string with a JSON content
 * type straight through, without the route's response schema check or a second JSON.stringify.
 * For hot answers assembled from pieces serialised once and shared (the leaderboard's top); the
 * route's tests must hold the answer to its contract, since nothing checks it on the way out.
 */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
