// Massachusetts sources (MAPLE, the Open States MA export) give instants in UTC; the day recorded is the
// day in Boston. Other states' importers use legislatureDayIn with their own capitol's time zone.
import { legislatureDayIn } from '../../jurisdictions/legislature-day.js';
import { profileFor } from '../../jurisdictions/state-profiles.js';

const MASSACHUSETTS_TIME_ZONE = profileFor('ma').timeZone;

/** The Massachusetts calendar day of an ISO 8601 instant, or null if the text is not a date. */
export function legislatureDay(isoInstant: string): string | null {
  return legislatureDayIn(isoInstant, MASSACHUSETTS_TIME_ZONE);
}
