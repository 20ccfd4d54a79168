import { Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
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

/** Set once a list's filter bar has been asked for: its code is loaded (or loading) from then on. */
let filterBarRequested = false;

/**
 * react-admin's list toolbar imports its filter form (and so react-hook-form) eagerly; vite.config.ts
 * points that one import here, so the filter bar and its inputs load after a list's first rows have
 * painted: asked for with the rows, its thirty chunks and its choices' requests took the machine from
 * the rows' render (a deep link's rows showed 200 ms later on two cores). Once its code has been
 * asked for, a list renders its filter bar with its rows, so later lists do not shift down a frame on.
 */
export const FilterForm = () => {
  const list = useListWhileShown();
  const { isPending } = list;
  // Once shown, it stays: a later page of rows never takes it away while the user types.
  const [shown, setShown] = useState(() => filterBarRequested && !isPending);
  if (!shown && filterBarRequested && !isPending) setShown(true);
  useEffect(() => {
    if (isPending || shown) return undefined;
    // requestAnimationFrame runs just before the frame that paints the rows; a task it queues, after it.
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => {
        filterBarRequested = true;
        setShown(true);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [isPending, shown]);
  if (!shown) return null;
  return (
    <ListContextProvider value={list}>
      <Suspense fallback={null}>
        <LazyFilterForm />
      </Suspense>
    </ListContextProvider>
  );
};
