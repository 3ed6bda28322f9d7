const SESSION_NAME = /^\d{4}-\d{4}$/;

/** A `?session=` value the server can take, else undefined (the server's current session). */
export function readSessionName(value: string | null | undefined): string | undefined {
  return value && SESSION_NAME.test(value) ? value : undefined;
}
