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

/** How long the toolbar's height stays the same before it is remembered: a window dragged wider remembers its last width only. */
const SETTLED_MS = 500;

/**
 * The filter bar, and the list toolbar's height with it followed: remembered for the list at this window
 * width, it is the height the toolbar keeps the next time the list opens, before the bar has come.
 */
const MeasuredFilterBar = ({ resource, children }: { resource: string; children: ReactNode }) => {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const toolbar = wrapper.current?.parentElement;
    // Only a measurement: where nothing observes sizes (jsdom), the bar simply is not remembered.
    if (!toolbar || typeof ResizeObserver === 'undefined') return undefined;
    // Each width remembered would push out another list's: only a height that has held for a moment is.
    let pending: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const remember = () => {
      if (pending !== undefined) rememberFilterBarHeight(resource, pending);
      pending = undefined;
    };
    const observer = new ResizeObserver(() => {
      pending = Math.round(toolbar.getBoundingClientRect().height);
      clearTimeout(timer);
      timer = setTimeout(remember, SETTLED_MS);
    });
    observer.observe(toolbar);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      remember();
    };
  }, [resource]);
  // display: contents leaves the bar the toolbar's flex item it is without the wrapper.
  return (
    <div ref={wrapper} style={{ display: 'contents' }}>
      {children}
    </div>
  );
};

/**
 * Until the bar comes, the list toolbar keeps the height it had with the bar. Set on the toolbar itself
 * (ListToolbar's, which sets no min-height of its own): the bar's share of it depends on how the toolbar's
 * buttons wrap beside it, which a stand-in for the bar would not reproduce. Unset as the bar replaces it.
 */
const FilterBarRoom = ({ height }: { height: number }) => {
  const marker = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const toolbar = marker.current?.parentElement;
    if (!toolbar) return undefined;
    toolbar.style.minHeight = `${height}px`;
    return () => {
      toolbar.style.minHeight = '';
    };
  }, [height]);
  return <span ref={marker} hidden />;
};

/** Set once a list's filter bar has been asked for: its code is loaded (or loading) from then on. */
let filterBarRequested = false;

/**
 * The list toolbar's filter bar (react-admin's FilterForm and the filter inputs, with
 * react-hook-form), loaded with a dynamic import after a list's first rows have painted, so that
 * its code and its choices' requests stay out of the rows' way. Once its code has been asked for, a
 * list renders its filter bar with its rows, so later lists do not shift down a frame on. Until it
 * comes, the toolbar keeps the height it had with the bar when the list was last shown at this
 * window width, so that the rows do not move under the pointer when it does.
 */
export const FilterBar = () => {
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
  const room = reserved ? <FilterBarRoom height={reserved} /> : null;
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
