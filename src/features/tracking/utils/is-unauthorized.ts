import { ApiError } from '../../../lib/api-error';

/** A login-protected call answered 401: offer sign-in rather than an error. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
