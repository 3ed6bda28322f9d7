// Hearing and referral actions of a Massachusetts bill history, as the MAPLE file of the 192nd writes
// them (every variant in it, with its count of 7,812 hearing actions):
//   'Hearing scheduled for 10/27/2021 from 01:00 PM-05:00 PM in A-2'            (places: Virtual Hearing,
//   'Hearing rescheduled to 11/04/2021 from 01:00 PM-05:00 PM in Virtual Hearing'  Written Testimony Only,
//   'Location Changed - Hearing scheduled for 07/20/2021 from 01:00 PM-05:00 PM in Virtual Hearing'   A-2)
//   'Hearing canceled – new hearing TBD'
//   'Hearing scheduled from 03/4/2021 @ 4:00 PM until 03/08/2021 @ 10:00 AM in Written Testimony Only'
//     (Senate Ways and Means taking written testimony over several days: the hearing opens on the first)
// 'Hearing date changed to …' is read like a reschedule, should a later file say it that way.

export type HearingEvent =
  | { kind: 'scheduled' | 'moved'; date: string; time: string | null; location: string | null }
  | { kind: 'cancelled' };

const DATE = String.raw`(\d{1,2})/(\d{1,2})/(\d{4})`;
const TIME = String.raw`(\d{1,2}):(\d{2})\s*([AP]M)`;

const SCHEDULED = new RegExp(
  String.raw`^(Location Changed\s*-\s*)?Hearing (scheduled for|rescheduled to|date changed to) ${DATE}` +
    String.raw`(?: from ${TIME}(?:\s*-\s*\d{1,2}:\d{2}\s*[AP]M)?)?(?: in (.+?))?\.?$`,
  'i',
);
const OPEN_PERIOD = new RegExp(
  String.raw`^Hearing scheduled from ${DATE} @ ${TIME} until .*? in (.+?)\.?$`,
  'i',
);
const CANCELLED = /^Hearing (canceled|cancelled)\b/i;

function isoDay(month: string, day: string, year: string): string {
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** '4:00 PM' → '04:00 PM', the form the source mostly uses and the app shows. */
function clockTime(hour: string, minute: string, half: string): string {
  return `${hour.padStart(2, '0')}:${minute} ${half.toUpperCase()}`;
}

export function hearingEventOf(text: string): HearingEvent | null {
  const trimmed = text.trim();
  if (CANCELLED.test(trimmed)) return { kind: 'cancelled' };
  const scheduled = SCHEDULED.exec(trimmed);
  if (scheduled) {
    const [, locationChanged, verb, month, day, year, hour, minute, half, location] = scheduled;
    const moved = Boolean(locationChanged) || !/^scheduled/i.test(verb ?? '');
    return {
      kind: moved ? 'moved' : 'scheduled',
      date: isoDay(month ?? '', day ?? '', year ?? ''),
      time: hour && minute && half ? clockTime(hour, minute, half) : null,
      location: location?.trim() || null,
    };
  }
  const period = OPEN_PERIOD.exec(trimmed);
  if (period) {
    const [, month, day, year, hour, minute, half, location] = period;
    return {
      kind: 'scheduled',
      date: isoDay(month ?? '', day ?? '', year ?? ''),
      time: clockTime(hour ?? '', minute ?? '', half ?? ''),
      location: location?.trim() || null,
    };
  }
  return null;
}

/**
 * The committee a bill was last sent to by this action, as written: 'Referred to the committee on The
 * Judiciary' → 'The Judiciary'; of several referrals in one action ('… Joint Rules, reported, rules
 * suspended and referred to the committee on Public Service') the last. 'Refererd' is the file's own typo.
 */
export function referredCommitteeOf(text: string): string | null {
  const match = /.*\b(?:referred|refererd) to the committee on (.+)$/i.exec(text.trim());
  if (!match?.[1]) return null;
  const name = match[1]
    .replace(/\s+with the amendments? pending\b.*$/i, '')
    .replace(/\s+for a second reading\b.*$/i, '')
    .replace(/[\s.,;]+$/, '')
    .trim();
  return name === '' ? null : name;
}
