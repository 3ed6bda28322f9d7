// Types of the part of http_ece (RFC 8188 encrypted content encoding) the push endpoint uses.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  interface DecryptParams {
    version: 'aes128gcm' | 'aesgcm';
    /** The receiver's key pair. */
    privateKey?: ECDH;
    /** base64url, or raw bytes. */
    authSecret?: string | Buffer;
    dh?: string | Buffer;
  }
  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
  const ece: { decrypt: typeof decrypt };
  export default ece;
}
