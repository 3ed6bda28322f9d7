const hourFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', timeZone: 'UTC' });

/** 0 → '12 AM', 13 → '1 PM': the digest hour as the reader reads a clock. */
export function hourLabel(hour: number): string {
  return hourFormat.format(Date.UTC(2026, 0, 1, hour));
}

/** 'Eastern Time (America/New_York)'; the IANA name alone where the browser has no name for it. */
export function timeZoneName(timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(
      Date.now(),
    );
    const name = parts.find((part) => part.type === 'timeZoneName')?.value;
    return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
  } catch {
    return timeZone;
  }
}
