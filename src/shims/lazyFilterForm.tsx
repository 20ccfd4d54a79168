import { Suspense, useState } from 'react';
import { useListContext } from 'react-admin';
import { FilterForm as LazyFilterForm } from '../filters/lazyFilterInputs';

/**
 * react-admin's list toolbar imports its filter form (and so react-hook-form) eagerly; vite.config.ts
 * points that one import here, so the filter bar and its inputs load after a list's first rows: not
 * before they show (on a busy machine, evaluating and mounting the form delayed them).
 */
export const FilterForm = () => {
  const { isPending } = useListContext();
  // Once shown, it stays: a later page of rows never takes it away while the user types.
  const [shown, setShown] = useState(!isPending);
  if (!isPending && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LazyFilterForm />
    </Suspense>
  );
};
