import { lazy, Suspense } from 'react';
import { Offline, ReferenceArrayInputBase, ReferenceInputBase } from '../../filters/lazyFilterInputs';

/*
 * MUI's Autocomplete, with its Popper and popper.js (~30 kB gzip), serves the catalogue lists' reference
 * filters only: it loads alongside the first rows instead of before them. The Base reference inputs are
 * used because ReferenceInput and ReferenceArrayInput import an eager Autocomplete as their default child.
 */
const AutocompleteArray = lazy(() => import('./autocompleteInputs').then((m) => ({ default: m.AutocompleteArrayInput })));
const AutocompleteOne = lazy(() => import('./autocompleteInputs').then((m) => ({ default: m.AutocompleteInput })));

interface ReferenceFilter {
  source: string;
  reference: string;
  optionText: string;
  minWidth: number;
  /** Several records (an array of ids) rather than one. */
  multiple?: boolean;
}

/** An always-on filter of the catalogue lists that picks records of another resource by name. */
export const referenceFilter = ({ source, reference, optionText, minWidth, multiple = false }: ReferenceFilter) => {
  const Base = multiple ? ReferenceArrayInputBase : ReferenceInputBase;
  const Autocomplete = multiple ? AutocompleteArray : AutocompleteOne;
  return (
    <Base key={source} source={source} reference={reference} offline={<Offline variant="inline" />} alwaysOn>
      <Suspense fallback={null}>
        <Autocomplete optionText={optionText} sx={{ minWidth }} />
      </Suspense>
    </Base>
  );
};
