import { Suspense } from 'react';
import { FilterForm as LazyFilterForm } from '../filters/lazyFilterInputs';

/**
 * react-admin's list toolbar imports its filter form (and so react-hook-form) eagerly; vite.config.ts
 * points that one import here, so the filter bar and its inputs load after a list's first rows.
 */
export const FilterForm = () => (
  <Suspense fallback={null}>
    <LazyFilterForm />
  </Suspense>
);
