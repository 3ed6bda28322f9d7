import type { VoteChamber } from '../../../../server/schemas/votes';
import type { ToggleOption } from '../../../components/option-toggle';

export const VOTE_CHAMBER_OPTIONS = [
  { value: 'house', label: 'House' },
  { value: 'senate', label: 'Senate' },
] as const satisfies readonly ToggleOption<VoteChamber>[];

export const DEFAULT_VOTE_CHAMBER: VoteChamber = 'house';

export const VOTES_TEXT = { loading: 'Loading votes…', empty: 'No votes to show.' } as const;
