const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;

/** 1536 → '1.5 KB': storage sizes as people read them (1 KB = 1024 bytes, like the phone's settings). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${value} ${value === 1 ? 'byte' : 'bytes'}`;
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${UNITS[unit]}`;
}
