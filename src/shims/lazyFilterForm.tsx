import { Suspense, useEffect, useState } from 'react';
import { useListContext } from 'react-admin';
import { FilterForm as LazyFilterForm } from '../filters/lazyFilterInputs';

/** Runs `work` once the frame being rendered has been painted. */
const afterPaint = (work: () => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(work)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};

/**
 * react-admin's list toolbar imports its filter form (and so react-hook-form) eagerly; vite.config.ts
 * points that one import here, so the filter bar and its inputs load once a list's first rows have
 * painted: on a busy machine, evaluating and mounting the form delayed them, and so did starting its
 * download in their render (18 preload links added to the page: 16 ms in bench:ui's profile).
 */
export const FilterForm = () => {
  const { isPending } = useListContext();
  // Once shown, it stays: a later page of rows never takes it away while the user types.
  const [shown, setShown] = useState(false);
  useEffect(() => (isPending || shown ? undefined : afterPaint(() => setShown(true))), [isPending, shown]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LazyFilterForm />
    </Suspense>
  );
};
