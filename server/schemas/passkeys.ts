import { Type, type Static } from 'typebox';
import { Nullable } from './bills.js';

// WebAuthn's JSON forms (W3C WebAuthn L3 §5.1, as @simplewebauthn produces and reads them). Objects allow
// extra members: browsers add fields over time, and the verifier, not this schema, judges the credential.
const open = { additionalProperties: true } as const;
const Base64Url = (maxLength: number) => Type.String({ pattern: '^[A-Za-z0-9_-]+={0,2}$', maxLength });
const Transports = Type.Array(Type.String({ maxLength: 32 }), { maxItems: 10 });
const CredentialDescriptor = Type.Object(
  { id: Type.String(), type: Type.String(), transports: Type.Optional(Transports) },
  open,
);

/** Options for navigator.credentials.create(), from POST /api/auth/passkeys/registration/options. */
export const PasskeyCreationOptions = Type.Object(
  {
    challenge: Type.String(),
    rp: Type.Object({ name: Type.String(), id: Type.Optional(Type.String()) }, open),
    user: Type.Object({ id: Type.String(), name: Type.String(), displayName: Type.String() }, open),
    pubKeyCredParams: Type.Array(Type.Object({ type: Type.String(), alg: Type.Integer() }, open)),
    timeout: Type.Optional(Type.Integer()),
    excludeCredentials: Type.Optional(Type.Array(CredentialDescriptor)),
    authenticatorSelection: Type.Optional(Type.Object({}, open)),
    attestation: Type.Optional(Type.String()),
    hints: Type.Optional(Type.Array(Type.String())),
    extensions: Type.Optional(Type.Object({}, open)),
  },
  open,
);

/** Options for navigator.credentials.get(), from POST /api/auth/passkeys/authentication/options. */
export const PasskeyRequestOptions = Type.Object(
  {
    challenge: Type.String(),
    timeout: Type.Optional(Type.Integer()),
    rpId: Type.Optional(Type.String()),
    allowCredentials: Type.Optional(Type.Array(CredentialDescriptor)),
    userVerification: Type.Optional(Type.String()),
    hints: Type.Optional(Type.Array(Type.String())),
    extensions: Type.Optional(Type.Object({}, open)),
  },
  open,
);

const credentialFields = {
  id: Base64Url(1366),
  rawId: Base64Url(1366),
  type: Type.Literal('public-key'),
  authenticatorAttachment: Type.Optional(Type.String()),
  clientExtensionResults: Type.Object({}, open),
};

/** The browser's answer to navigator.credentials.create(), as @simplewebauthn/browser sends it. */
export const PasskeyRegistrationBody = Type.Object({
  response: Type.Object(
    {
      ...credentialFields,
      response: Type.Object(
        {
          clientDataJSON: Base64Url(4096),
          attestationObject: Base64Url(65_536),
          transports: Type.Optional(Transports),
        },
        open,
      ),
    },
    open,
  ),
});
export type PasskeyRegistrationBody = Static<typeof PasskeyRegistrationBody>;

/** The browser's answer to navigator.credentials.get(). */
export const PasskeyAuthenticationBody = Type.Object({
  response: Type.Object(
    {
      ...credentialFields,
      response: Type.Object(
        {
          clientDataJSON: Base64Url(4096),
          authenticatorData: Base64Url(4096),
          signature: Base64Url(1024),
          userHandle: Type.Optional(Type.String({ maxLength: 128 })),
        },
        open,
      ),
    },
    open,
  ),
});
export type PasskeyAuthenticationBody = Static<typeof PasskeyAuthenticationBody>;

/** A passkey of the signed-in user, as listed under Me. */
export const Passkey = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  last_used_at: Nullable(Type.String()),
  /** How the browser reached it: 'internal' (this device), 'hybrid' (a phone nearby), 'usb', … */
  transports: Type.Array(Type.String()),
});
export type Passkey = Static<typeof Passkey>;
export const PasskeyList = Type.Array(Passkey);
export type PasskeyList = Static<typeof PasskeyList>;
