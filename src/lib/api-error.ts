import type { ErrorResponse } from '../../server/schemas/common';

/** The one error shape the client shows: the server's `{statusCode, error, message}`, or a network failure (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }

  /** A request that cannot succeed by trying again unchanged (a 4xx other than timeout / rate limit). */
  get isPermanent(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 408 && this.status !== 429;
  }

  static fromBody(status: number, statusText: string, body: unknown): ApiError {
    if (isErrorResponse(body)) return new ApiError(body.statusCode, body.error, body.message);
    return new ApiError(
      status,
      statusText || 'Error',
      `The server answered with status ${status}. Try again in a moment.`,
    );
  }
}

function isErrorResponse(body: unknown): body is ErrorResponse {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Record<string, unknown>;
  return (
    typeof candidate.statusCode === 'number' &&
    typeof candidate.error === 'string' &&
    typeof candidate.message === 'string'
  );
}
