import { ApiError } from '../../../lib/api-error';

/**
 * Words for a failed passkey ceremony. The browser's own errors (NotAllowedError: cancelled or timed out;
 * InvalidStateError: this device already has one) are not written for people; the server's are.
 */
export function passkeyErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError')
    return 'The passkey request was cancelled or timed out. Try again when you are ready.';
  if (name === 'InvalidStateError') return 'This device already has a passkey for your account.';
  return 'This device could not use a passkey. Try again, or use your password.';
}
