import { ApiError } from '../../../lib/api-error';

/** A login-protected call answered 401: offer sign-in instead of an error. */
export function needsSignIn(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
