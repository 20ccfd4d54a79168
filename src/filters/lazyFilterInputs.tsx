import { deferredParts } from '../lazy/deferredParts';

/**
 * The parts of the filter bar, loaded with it instead of with the list (react-hook-form and the inputs
 * are ~25 kB gzip). Lists only hand their filters to react-admin's filter bar, which renders them under
 * the Suspense of the console's FilterBar (src/list/FilterBar.tsx). Not React.lazy: each lazy input
 * would mount a render after the form, and the form would take their registration for a change by
 * the user (the stored filters pushed into the URL).
 */
const deferredPart = deferredParts(() => import('./filterInputs'));

export const DateInput = deferredPart('DateInput');
export const FilterForm = deferredPart('FilterForm');
export const NullableBooleanInput = deferredPart('NullableBooleanInput');
export const Offline = deferredPart('Offline');
export const ReferenceArrayInputBase = deferredPart('ReferenceArrayInputBase');
export const ReferenceInputBase = deferredPart('ReferenceInputBase');
export const SearchInput = deferredPart('SearchInput');
export const SelectArrayInput = deferredPart('SelectArrayInput');
export const SelectInput = deferredPart('SelectInput');
export const TextInput = deferredPart('TextInput');
