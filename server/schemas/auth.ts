import { Type, type Static } from 'typebox';

// Kept in step with server/lib/passwords.ts (PASSWORD_MIN_LENGTH / PASSWORD_MAX_LENGTH); literals here
// because the client imports this file's types only.
const NewPassword = Type.String({
  minLength: 10,
  maxLength: 256,
  description: '10 to 256 characters; spaces and any Unicode allowed',
});
// Sign-in accepts any non-empty password up to the maximum: the minimum is a rule for new passwords.
const AnyPassword = Type.String({ minLength: 1, maxLength: 256 });
const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });

export const SignUpBody = Type.Object({
  email: Email,
  password: NewPassword,
  display_name: Type.String({
    minLength: 1,
    maxLength: 80,
    description: 'Shown in the app, 1–80 characters',
  }),
});
export type SignUpBody = Static<typeof SignUpBody>;

export const SignInBody = Type.Object({ email: Email, password: AnyPassword });
export type SignInBody = Static<typeof SignInBody>;

export const ChangePasswordBody = Type.Object({ current_password: AnyPassword, new_password: NewPassword });
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

export const SessionUser = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  display_name: Type.String(),
  /** The state the reader picked on their account (issue 15); null until they pick one. */
  state: Type.Union([Type.String(), Type.Null()]),
});
export type SessionUser = Static<typeof SessionUser>;

/**
 * The page's session state (GET /api/auth/session, and the answer to every auth call): the user or null,
 * and the CSRF token to send as X-CSRF-Token on every mutating request (also readable in the `csrf_token` cookie).
 */
export const SessionState = Type.Object({
  user: Type.Union([SessionUser, Type.Null()]),
  csrfToken: Type.String(),
});
export type SessionState = Static<typeof SessionState>;
