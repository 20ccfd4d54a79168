import { Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';
import { FilterForm as LazyFilterForm } from '../filters/lazyFilterInputs';
import { rememberedFilterBarHeight, rememberFilterBarHeight } from './filterBarHeight';

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
 * The filter bar, followed in its height: remembered for the list at this window width, it is the room
 * kept for the bar the next time the list opens, before the bar has come (see FilterForm).
 */
const MeasuredFilterBar = ({ resource, children }: { resource: string; children: ReactNode }) => {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = wrapper.current?.firstElementChild;
    if (!bar) return undefined;
    const observer = new ResizeObserver(() => rememberFilterBarHeight(resource, Math.round(bar.getBoundingClientRect().height)));
    observer.observe(bar);
    return () => observer.disconnect();
  }, [resource]);
  // display: contents leaves the bar the toolbar's flex item it is without the wrapper.
  return (
    <div ref={wrapper} style={{ display: 'contents' }}>
      {children}
    </div>
  );
};

/** Set once a list's filter bar has been asked for: its code is loaded (or loading) from then on. */
let filterBarRequested = false;

/**
 * react-admin's list toolbar imports its filter form (and so react-hook-form) eagerly; vite.config.ts
 * points that one import here, so the filter bar and its inputs load after a list's first rows have
 * painted: asked for with the rows, its thirty chunks and its choices' requests took the machine from
 * the rows' render (a deep link's rows showed 200 ms later on two cores). Once its code has been
 * asked for, a list renders its filter bar with its rows, so later lists do not shift down a frame on.
 * Until it comes, the list keeps the room the bar took when the list was last shown at this window
 * width, so that the rows and the buttons do not move under the pointer when it does.
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
  // Until the bar comes, the room it took last time, so that it does not push the rows down when it does.
  const [reserved] = useState(() => rememberedFilterBarHeight(list.resource));
  const room = reserved ? <div aria-hidden style={{ minHeight: reserved }} /> : null;
  if (!shown) return room;
  return (
    <ListContextProvider value={list}>
      <Suspense fallback={room}>
        <MeasuredFilterBar resource={list.resource}>
          <LazyFilterForm />
        </MeasuredFilterBar>
      </Suspense>
    </ListContextProvider>
  );
};
