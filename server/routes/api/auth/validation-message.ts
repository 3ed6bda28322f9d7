import type { FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { errorBody, formatValidationErrors } from '../../../plugins/errors.js';

/**
 * Words a person can act on for the account forms, still naming the field first ('body.password must be
 * at least 10 characters') so the client can show the message next to that field.
 */
export function accountValidationMessage(errors: FastifySchemaValidationError[]): string {
  const [first] = errors;
  if (!first) return 'body is invalid';
  const params = first.params as Record<string, unknown>;
  const name =
    first.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
    (typeof params.missingProperty === 'string' ? params.missingProperty : '');
  const field = name ? `body.${name}` : 'body';
  switch (first.keyword) {
    case 'required':
      return `${field} is required`;
    case 'minLength':
      return Number(params.limit) <= 1
        ? `${field} is required`
        : `${field} must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters`;
    case 'format':
      return `${field} must be an email address, like name@example.org`;
    case 'type':
      return field === 'body' ? 'body must be a JSON object' : `${field} must be text`;
    default:
      return formatValidationErrors([first], 'body').message;
  }
}

/**
 * For routes with `attachValidation`: answers 400 in the words above when the body failed its schema and
 * returns the reply (the handler returns it too); undefined when the body is valid.
 */
export function rejectInvalidBody(request: FastifyRequest, reply: FastifyReply) {
  if (!request.validationError) return undefined;
  return reply.code(400).send(errorBody(400, accountValidationMessage(request.validationError.validation)));
}
