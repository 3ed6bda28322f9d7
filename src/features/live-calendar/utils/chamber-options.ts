import type { ToggleOption } from '../../../components/option-toggle';
import type { LiveCalendarChamber } from '../api/keys';

export const LIVE_CALENDAR_CHAMBER_OPTIONS = [
  { value: 'house', label: 'House' },
  { value: 'senate', label: 'Senate' },
] as const satisfies readonly ToggleOption<LiveCalendarChamber>[];

/** Spec §4: the live calendar starts on the House. */
export const DEFAULT_LIVE_CALENDAR_CHAMBER: LiveCalendarChamber = 'house';
