import { ApiError } from '../../../lib/api-error';

export interface FormErrors<F extends string> {
  /** Shown under the field the server named ('body.password must be …'). */
  fields: Partial<Record<F, string>>;
  /** Anything not about one field: wrong credentials, too many attempts, no connection. */
  form: string | null;
}

const FIELD_MESSAGE = /^body\.(\w+) (.+)$/;

/**
 * Splits a failed account request into messages for the form. The server names the field first, so its
 * words go next to that field with the field's label instead of its wire name.
 */
export function formErrorsOf<F extends string>(error: unknown, labels: Record<F, string>): FormErrors<F> {
  if (!error) return { fields: {}, form: null };
  const message = error instanceof Error ? error.message : 'Something went wrong. Try again.';
  const match = error instanceof ApiError ? FIELD_MESSAGE.exec(message) : null;
  if (match && match[1]! in labels) {
    const field = match[1] as F;
    return { fields: { [field]: `${labels[field]} ${match[2]}` } as Partial<Record<F, string>>, form: null };
  }
  return { fields: {}, form: message };
}
