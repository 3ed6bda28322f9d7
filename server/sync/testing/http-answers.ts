// What a route answers, before it is written: kept apart from Node's response so routes stay plain functions.

export interface Answer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

/** Both APIs answer JSON as UTF-8 (ASP.NET and FastAPI alike). */
export const JSON_TYPE = 'application/json; charset=utf-8';

export function jsonAnswer(status: number, value: unknown): Answer {
  return { status, body: JSON.stringify(value) };
}

/** Bytes a source gave, answered unchanged. */
export function verbatimAnswer(body: string): Answer {
  return { status: 200, body };
}

/** The path's segments after a prefix, matched case-insensitively as ASP.NET routes are. */
export function matchRoute(path: string, pattern: RegExp): string[] | null {
  const match = pattern.exec(path);
  return match ? match.slice(1).map((part) => decodeURIComponent(part ?? '')) : null;
}
