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

/** A state by its postal code in lower case ('ma'); `demo` is the demo data's fictitious state. */
export const StateCode = Type.String({ pattern: '^[a-z]{2,10}$', description: "postal code, e.g. 'ma'" });

/**
 * Where a record comes from (issue 15): its state (a shared link opens there), its Open States id when it
 * has one, and its page at the official source (malegislature.gov, a journal PDF) when the source gives one.
 */
export const Provenance = Type.Object({
  state: StateCode,
  openstates_id: Type.Union([Type.String(), Type.Null()]),
  source_url: Type.Union([Type.String(), Type.Null()]),
});
export type Provenance = Static<typeof Provenance>;

/**
 * The largest id a row can have (PostgreSQL's INTEGER, our id columns): a bigger number names no row and
 * is refused as out of range, rather than reaching the database as one it cannot compare (issue 17).
 */
export const MAX_ID = 2_147_483_647;

/** A row id in a request: a whole number from 1 to MAX_ID. */
export const Id = (options: { description?: string } = {}) =>
  Type.Integer({ minimum: 1, maximum: MAX_ID, ...options });

export const IdParams = Type.Object({ id: Id({ description: 'numeric id' }) });
export type IdParams = Static<typeof IdParams>;

/**
 * A string enum as a plain JSON-schema `enum`, so a validation failure carries the allowed values and the
 * error formatter can name them (a union of literals would only say "must match a schema in anyOf").
 */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: { default?: T[number]; description?: string } = {},
) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}
