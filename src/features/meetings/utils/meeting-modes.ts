import type { Meeting, MeetingChamber, MeetingDisplay } from '../../../../server/schemas/meetings';
import type { ToggleOption } from '../../../components/option-toggle';
import { readOption } from '../../../utils/read-option';

export interface MeetingMode {
  /** Card and page heading (spec §2: formalSessions is titled 'Floor Debate'). */
  title: string;
  /** Accessible name of the toggle. */
  toggleLabel: string;
  /** The first option is the default. */
  options: readonly [ToggleOption<MeetingChamber>, ...ToggleOption<MeetingChamber>[]];
  /** The full page the card links to (spec §2 routes). */
  viewAllTo: string;
  viewAllLabel: string;
  loadingLabel: string;
  emptyMessage: string;
  /** Header of the comment-icon column. */
  documentsLabel: string;
  /** Accessible name of the comment icon. */
  availableLabel: string;
  /** How many documents the comment icon stands for. */
  availableCount: (meeting: Meeting) => number;
  /** Introduces the latest document's author, e.g. 'Latest testimony'. */
  latestLabel: string;
}

/** The two Meetings table modes of spec §2. */
export const MEETING_MODES: Record<MeetingDisplay, MeetingMode> = {
  testimony: {
    title: 'Testimony',
    toggleLabel: 'Testimony type',
    options: [
      { value: 'oral', label: 'Oral' },
      { value: 'written', label: 'Written' },
    ],
    viewAllTo: '/app/testimony',
    viewAllLabel: 'testimony',
    loadingLabel: 'Loading testimony…',
    emptyMessage: 'No testimony to show.',
    documentsLabel: 'Testimony',
    availableLabel: 'Testimony available',
    availableCount: (meeting) => meeting.testimony_count,
    latestLabel: 'Latest testimony',
  },
  formalSessions: {
    title: 'Floor Debate',
    toggleLabel: 'Chamber',
    options: [
      { value: 'house', label: 'House' },
      { value: 'senate', label: 'Senate' },
    ],
    viewAllTo: '/app/floorDebate',
    viewAllLabel: 'floor debate',
    loadingLabel: 'Loading floor sessions…',
    emptyMessage: 'No floor sessions to show.',
    documentsLabel: 'Floor debate',
    availableLabel: 'Floor debate available',
    availableCount: (meeting) => meeting.floor_debate_count,
    latestLabel: 'Latest recording',
  },
};

export const defaultMeetingChamber = (display: MeetingDisplay): MeetingChamber =>
  MEETING_MODES[display].options[0].value;

/** The toggle value in a URL (?chamber=written), or the mode's default when absent or unknown. */
export const readMeetingChamber = (display: MeetingDisplay, searchParams: URLSearchParams) =>
  readOption(searchParams, 'chamber', MEETING_MODES[display].options, defaultMeetingChamber(display));
