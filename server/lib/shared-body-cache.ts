import { createHash } from 'node:crypto';
import { encodeText, type TextEncoding } from './compress-text.js';

/** A body every signed-out reader of a URL gets alike, with its compressed forms made once. */
export interface SharedBody {
  text: string;
  contentType: string;
  /** Strong, of the text (as the http-caching plugin makes it for answers it does not share). */
  etag: string;
  /** The body to send for a client that accepts `encoding`: a Buffer, compressed on first use. */
  encoded(encoding: TextEncoding | undefined): { body: Buffer; encoding?: TextEncoding };
}

export interface SharedBodyCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

export const etagOf = (text: string | Buffer) => `"${createHash('sha1').update(text).digest('base64url')}"`;

/** `text` as a SharedBody; `onEncoded` is told the size of each compressed form as it is made. */
export function sharedBody(
  text: string,
  contentType: string,
  etag = etagOf(text),
  onEncoded?: (bytes: number) => void,
): SharedBody {
  const encodings = new Map<TextEncoding | undefined, { body: Buffer; encoding?: TextEncoding }>();
  return {
    text,
    contentType,
    etag,
    encoded(wanted) {
      let encoded = encodings.get(wanted);
      if (!encoded) {
        const { body, encoding } = encodeText(text, wanted);
        encoded = {
          body: Buffer.isBuffer(body) ? body : Buffer.from(body),
          ...(encoding ? { encoding } : {}),
        };
        encodings.set(wanted, encoded);
        onEncoded?.(encoded.body.length);
      }
      return encoded;
    },
  };
}

interface Entry {
  body: SharedBody;
  bytes: number;
}

/**
 * Bodies by key (the state, the day and the URL), all of one data version: a newer version empties it,
 * so nothing is ever served from older data than the reader's request saw. Bounded by entries and
 * bytes (a crawler's many URLs push out the least recently used), compressed forms included.
 */
export class SharedBodyCache {
  readonly #limits: SharedBodyCacheLimits;
  /** In use order: the first is the least recently used. */
  readonly #entries = new Map<string, Entry>();
  readonly #producing = new Map<string, Promise<SharedBody | null>>();
  #version = Number.NEGATIVE_INFINITY;
  #bytes = 0;

  constructor(limits: SharedBodyCacheLimits) {
    this.#limits = limits;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The body of `key` at `version`, when one is kept. */
  get(key: string, version: number): SharedBody | undefined {
    if (!this.#at(version)) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.body;
  }

  /**
   * Keeps `text` as the body of `key`, produced from data read after `version` was (so never older).
   * A body of a version already superseded is returned but not kept.
   */
  set(key: string, version: number, text: string, contentType: string, etag = etagOf(text)): SharedBody {
    if (!this.#at(version)) return sharedBody(text, contentType, etag);
    const entry: Entry = { body: undefined as unknown as SharedBody, bytes: Buffer.byteLength(text) };
    entry.body = sharedBody(text, contentType, etag, (bytes) => {
      if (this.#entries.get(key) !== entry) return;
      entry.bytes += bytes;
      this.#bytes += bytes;
      this.#evict();
    });
    const previous = this.#entries.get(key);
    if (previous) {
      this.#bytes -= previous.bytes;
      this.#entries.delete(key);
    }
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    this.#evict();
    return entry.body;
  }

  /**
   * The body of `key`, produced once however many readers ask at the same time; `produce` answers null
   * for nothing to share, or `keep: false` for a body to send this time only (a page whose data came late).
   */
  async getOrProduce(
    key: string,
    version: number,
    contentType: string,
    produce: () => Promise<{ text: string; keep: boolean } | null>,
  ): Promise<SharedBody | null> {
    const kept = this.get(key, version);
    if (kept) return kept;
    const slot = `${version} ${key}`;
    let producing = this.#producing.get(slot);
    if (!producing) {
      producing = produce()
        .then((made) => {
          if (!made) return null;
          return made.keep
            ? this.set(key, version, made.text, contentType)
            : sharedBody(made.text, contentType);
        })
        .finally(() => this.#producing.delete(slot));
      this.#producing.set(slot, producing);
    }
    return producing;
  }

  /** Whether bodies of `version` are kept: a newer one than held so far empties the cache. */
  #at(version: number): boolean {
    if (version < this.#version) return false;
    if (version > this.#version) {
      this.#version = version;
      this.#entries.clear();
      this.#bytes = 0;
    }
    return true;
  }

  #evict(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.#limits.maxEntries && this.#bytes <= this.#limits.maxBytes) return;
      this.#entries.delete(key);
      this.#bytes -= entry.bytes;
    }
  }
}
