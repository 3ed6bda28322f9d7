import { Type, type Static } from 'typebox';

/** The one error shape of every API response that is not a success (DEVELOPERS.md quality bar). */
export const ErrorResponse = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
  },
  { $id: 'ErrorResponse' },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, description: 'numeric id' }) });
export type IdParams = Static<typeof IdParams>;

/** A string enum whose validation message lists the allowed values. */
export function StringEnum<const T extends readonly string[]>(values: T, options: { default?: T[number]; description?: string } = {}) {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    { ...options, 'x-allowed': values },
  );
}
