import type { ErrorResponse } from '@codecoach/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

function fieldName(context: string | undefined, instancePath: string): string {
  const p = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return p || context || 'body';
}

/**
 * Errors in one place: expected failures become the API's error envelope; anything else is logged
 * with its context and answered with a generic 500, never a stack trace, SQL text or path.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const send = (status: number, body: ErrorResponse, headers?: Record<string, string>) => {
      if (headers) void reply.headers(headers);
      return reply.status(status).send(body);
    };
    if (err instanceof AppError) {
      return send(
        err.status,
        {
          success: false,
          message: err.message,
          code: err.code,
          ...(err.fields ? { errors: err.fields } : {}),
        },
        err.headers,
      );
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = err.validation.map((v) => ({
        field: fieldName(err.validationContext, v.instancePath),
        message: v.message ?? 'Invalid value',
      }));
      return send(400, {
        success: false,
        code: 'VALIDATION_ERROR',
        message: fields
          .map((f) => (f.message.includes(f.field) ? f.message : `${f.field}: ${f.message}`))
          .join('; '),
        errors: fields,
      });
    }
    const status = err.statusCode ?? 500;
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return send(413, { success: false, code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return send(415, {
        success: false,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Send the request body as application/json',
      });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, empty JSON body and the like: the client's fault, said plainly.
      const message =
        err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'Request body is empty'
          : err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
            ? 'Request body is not valid JSON'
            : 'Bad request';
      return send(status === 404 ? 404 : 400, {
        success: false,
        code: status === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR',
        message,
      });
    }
    req.log.error({ err, url: req.url, method: req.method }, 'unhandled error');
    return send(500, {
      success: false,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again.',
    });
  });
}
