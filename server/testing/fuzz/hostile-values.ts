// What a hostile or broken client sends (issue 17): values at and past every bound a route has, text a
// database refuses (NUL, lone surrogates), numbers JavaScript cannot hold as integers, and shapes no
// schema expects. Each one must meet a 4xx naming what was wrong, never a 5xx.

/** Text as it can arrive in a path, a query string or a JSON string. */
export const HOSTILE_TEXT: readonly string[] = [
  '',
  ' ',
  '0',
  '-1',
  '1',
  '2',
  '1.5',
  '2147483647',
  '2147483648',
  '9223372036854775808',
  '9007199254740993',
  '1e21',
  '1e309',
  'Infinity',
  '-Infinity',
  'NaN',
  '0x10',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'x\u0000y',
  '\u0000',
  '\ud800',
  'a\udfffb',
  '😀',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  'javascript:alert(1)',
  'line\r\nbreak',
  '2025-02-30',
  '9999-99-99',
  '2026-03-15',
  'ma',
  'ZZ',
  'a'.repeat(5000),
];

/** Values of a JSON body: every JSON type, out-of-range numbers, and shapes nobody expects. */
export const HOSTILE_JSON: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2147483647,
  2147483648,
  Number.MAX_SAFE_INTEGER + 1,
  1e21,
  1e308,
  -1e308,
  [],
  {},
  [1, 2, 3],
  Array.from({ length: 5000 }, (_, i) => i),
  { __proto__: { polluted: true } },
  JSON.parse('{"__proto__":{"polluted":true}}'),
  ...HOSTILE_TEXT,
];

/** Number spellings only a raw JSON body can carry (JSON.stringify would write null). */
export const RAW_JSON_NUMBERS: readonly string[] = [
  '1e309',
  '-1e309',
  '1e21',
  '-0',
  '1.0',
  '123456789012345678901234567890',
];

/** Whole bodies that are not what any route reads. */
export const HOSTILE_BODIES: readonly string[] = [
  '',
  'null',
  '[]',
  '"text"',
  '{',
  '{"a":',
  '\u0000',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
];

/** Percent-encoded, and a lone surrogate (which encodeURIComponent refuses) as the bytes a client may send. */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** Path segments that are not what any route reads, percent-encoding included (some deliberately broken). */
export const HOSTILE_SEGMENTS: readonly string[] = [
  ...HOSTILE_TEXT.map(encodeSegment),
  '%00',
  '%E0%A4%A',
  '%',
  '%zz',
  '%F0%9F%98%80',
  '..%2F..%2F',
  'a'.repeat(2000),
];
