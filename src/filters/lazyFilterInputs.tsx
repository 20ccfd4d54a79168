import { use, type ComponentProps, type ComponentType } from 'react';
import { loadOnce } from '../shims/loadOnce';

type FilterParts = typeof import('./filterInputs');

/** One promise for every part: once the filter form has it, its inputs read it in the same render. */
const loadParts = loadOnce(() => import('./filterInputs'));

/**
 * A part of the filter bar loaded with it instead of with the list (react-hook-form and the inputs are
 * ~25 kB gzip). Lists only hand their filters to react-admin's filter bar, which renders them under the
 * Suspense of the FilterForm shim (src/shims/lazyFilterForm.tsx). Not React.lazy: each lazy input
 * would mount a render after the form, and the form would take their registration for a change by
 * the user (the stored filters pushed into the URL).
 */
const deferredPart = <K extends keyof FilterParts>(name: K) => {
  type Props = ComponentProps<FilterParts[K]> & object;
  const Part = (props: Props) => {
    const Component = use(loadParts())[name] as ComponentType<Props>;
    return <Component {...props} />;
  };
  Part.displayName = name;
  return Part;
};

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
