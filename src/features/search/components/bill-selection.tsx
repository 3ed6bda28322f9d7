import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { selectionScope } from '../utils/selection-scope';
import type { BillHitRef } from './bill-hit-actions';

export interface BillSelection {
  selectedBills: readonly BillHitRef[];
  isSelected: (billId: number) => boolean;
  setSelected: (bill: BillHitRef, selected: boolean) => void;
  /** Adds these bills (e.g. the page's) to the selection. */
  selectAll: (bills: readonly BillHitRef[]) => void;
  clear: () => void;
  /** The route's actions on the selected bills (tracking, report). */
  renderActions: (selectedBills: readonly BillHitRef[]) => ReactNode;
}

const BillSelectionContext = createContext<BillSelection | null>(null);

/** The selection of bill hits; null (no checkboxes) until the page offers actions on it. */
export const useBillSelection = () => useContext(BillSelectionContext);

const NONE: readonly BillHitRef[] = [];

export interface BillSelectionProviderProps {
  /** Actions on the selected bills. @default none: no selection is offered */
  renderActions?: (selectedBills: readonly BillHitRef[]) => ReactNode;
  children: ReactNode;
}

/**
 * Spec §2/§4: the selected bills, which drive the track and report buttons. A selection belongs to the
 * search it was made in (selectionScope): a new query or refinement empties it, while moving between
 * pages and tabs keeps it, so bills can be gathered from several pages.
 */
export function BillSelectionProvider({ renderActions, children }: BillSelectionProviderProps) {
  const { uiState } = useInstantSearch();
  const scope = selectionScope(uiState, 'bills');
  const [stored, setStored] = useState({ scope, bills: NONE });
  // Reset while rendering, not in an effect, so no frame shows the old selection; and forgotten, so going
  // back to the earlier search does not bring it back.
  if (stored.scope !== scope) setStored({ scope, bills: NONE });
  const selectedBills = stored.scope === scope ? stored.bills : NONE;

  const value = useMemo((): BillSelection | null => {
    if (!renderActions) return null;
    const update = (change: (bills: readonly BillHitRef[]) => readonly BillHitRef[]) =>
      setStored((prev) => ({ scope, bills: change(prev.scope === scope ? prev.bills : NONE) }));
    // Added bills go last, each once: the report lists them in the order they were chosen.
    const adding = (bills: readonly BillHitRef[], added: readonly BillHitRef[]) => [
      ...bills,
      ...added.filter((bill) => !bills.some((chosen) => chosen.id === bill.id)),
    ];
    return {
      selectedBills,
      isSelected: (billId) => selectedBills.some((bill) => bill.id === billId),
      setSelected: (bill, on) =>
        update((bills) => (on ? adding(bills, [bill]) : bills.filter((chosen) => chosen.id !== bill.id))),
      selectAll: (added) => update((bills) => adding(bills, added)),
      clear: () => update(() => NONE),
      renderActions,
    };
  }, [renderActions, scope, selectedBills]);

  return <BillSelectionContext value={value}>{children}</BillSelectionContext>;
}
