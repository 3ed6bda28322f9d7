import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Turns AJV's errors into one sentence that names the field and what was expected, e.g.
 * "querystring.chamber must be one of: house, senate, inactive".
 */
export function formatValidationErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const messages = errors.map((error) => {
    const params = error.params as Record<string, unknown>;
    const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const missing = typeof params.missingProperty === 'string' ? params.missingProperty : undefined;
    const field = [dataVar, path || missing].filter(Boolean).join('.');
    if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) {
      return `${field} must be one of: ${params.allowedValues.join(', ')}`;
    }
    if (error.keyword === 'required') return `${field} is required`;
    if (error.keyword === 'additionalProperties')
      return `${field} has an unknown property '${String(params.additionalProperty)}'`;
    return `${field} ${error.message ?? 'is invalid'}`;
  });
  return new Error(messages.join('; '));
}

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function errorBody(statusCode: number, message: string) {
  return { statusCode, error: reasonPhrases[statusCode] ?? 'Error', message };
}

/** One error shape for everything: `{statusCode, error, message}`; 5xx never leak internals. */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const statusCode = error.validation ? 400 : (error.statusCode ?? 500);
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(statusCode)
        .send(errorBody(statusCode, 'Something went wrong on our side. Please try again.'));
    }
    return reply.status(statusCode).send(errorBody(statusCode, error.message));
  });
}

export default fp(errorsPlugin, { name: 'errors' });
