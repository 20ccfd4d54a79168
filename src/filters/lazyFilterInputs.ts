import { lazy } from 'react';

type FilterInputs = typeof import('./filterInputs');

/**
 * A filter input loaded with the filter bar instead of with the list (react-hook-form and the inputs
 * are ~25 kB gzip). Lists only hand their filters to react-admin's filter bar, which renders them
 * under the Suspense of the FilterForm shim (src/shims/lazyFilterForm.tsx).
 */
const lazyFilterPart = <K extends keyof FilterInputs>(name: K) => lazy(async () => ({ default: (await import('./filterInputs'))[name] }));

export const FilterForm = lazyFilterPart('FilterForm');
export const NullableBooleanInput = lazyFilterPart('NullableBooleanInput');
export const Offline = lazyFilterPart('Offline');
export const ReferenceArrayInputBase = lazyFilterPart('ReferenceArrayInputBase');
export const ReferenceInputBase = lazyFilterPart('ReferenceInputBase');
export const SearchInput = lazyFilterPart('SearchInput');
export const SelectArrayInput = lazyFilterPart('SelectArrayInput');
export const SelectInput = lazyFilterPart('SelectInput');
export const TextInput = lazyFilterPart('TextInput');
