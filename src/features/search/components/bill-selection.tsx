import { createContext, useContext, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
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
  // back to the earlier search does not bring it back. An empty selection stays as it is: on a page
  // hydrated from the server the scope read before the tabs' widgets were added differs from the one
  // after, and a new empty selection re-rendered every checkbox inside the hydration's task (issue 20).
  if (stored.scope !== scope && stored.bills !== NONE) setStored({ scope, bills: NONE });
  const selectedBills = stored.scope === scope ? stored.bills : NONE;
  // Changes read the scope of the search on screen when they are made, so a change of scope alone does
  // not make a new selection object for every checkbox to render again.
  const scopeRef = useRef(scope);
  useLayoutEffect(() => {
    scopeRef.current = scope;
  }, [scope]);

  const value = useMemo((): BillSelection | null => {
    if (!renderActions) return null;
    const update = (change: (bills: readonly BillHitRef[]) => readonly BillHitRef[]) =>
      setStored((prev) => {
        const current = scopeRef.current;
        return { scope: current, bills: change(prev.scope === current ? prev.bills : NONE) };
      });
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
  }, [renderActions, selectedBills]);

  return <BillSelectionContext value={value}>{children}</BillSelectionContext>;
}
