import { Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';
import { FilterForm as LazyFilterForm } from '../filters/lazyFilterInputs';

/**
 * The list's context with a setFilters that does nothing once the list is off screen. The filter bar
 * applies what is typed half a second later; a row clicked meanwhile opens its page, and while that
 * page's code loads, React keeps the list mounted, hidden, so the late filter took the user back to
 * the list. Hiding (or leaving) the list runs its layout effects' clean-up, which closes the gate.
 */
const useListWhileShown = (): ListControllerResult => {
  const list = useListContext();
  const shown = useRef(true);
  useLayoutEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  const { setFilters } = list;
  const setFiltersWhileShown = useCallback<typeof setFilters>((...args) => shown.current && setFilters(...args), [setFilters]);
  return useMemo(() => ({ ...list, setFilters: setFiltersWhileShown }), [list, setFiltersWhileShown]);
};

/**
 * react-admin's list toolbar imports its filter form (and so react-hook-form) eagerly; vite.config.ts
 * points that one import here, so the filter bar and its inputs load after a list's first rows: not
 * before they show (on a busy machine, evaluating and mounting the form delayed them).
 */
export const FilterForm = () => {
  const list = useListWhileShown();
  // Once shown, it stays: a later page of rows never takes it away while the user types.
  const [shown, setShown] = useState(!list.isPending);
  if (!list.isPending && !shown) setShown(true);
  if (!shown) return null;
  return (
    <ListContextProvider value={list}>
      <Suspense fallback={null}>
        <LazyFilterForm />
      </Suspense>
    </ListContextProvider>
  );
};
