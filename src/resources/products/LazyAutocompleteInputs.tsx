import { lazy, Suspense } from 'react';
import type { SxProps } from '@mui/material';

/** What the filters pass; ReferenceInput gives the choices and the source through its context. */
interface LazyAutocompleteProps {
  optionText: string;
  sx?: SxProps;
}

/*
 * MUI's Autocomplete, with its Popper and popper.js (~30 kB gzip), serves the catalogue lists' reference
 * filters only: it loads alongside the first rows instead of before them.
 */
const AutocompleteArray = lazy(() => import('./autocompleteInputs').then((m) => ({ default: m.AutocompleteArrayInput })));
const AutocompleteOne = lazy(() => import('./autocompleteInputs').then((m) => ({ default: m.AutocompleteInput })));

export const LazyAutocompleteArrayInput = (props: LazyAutocompleteProps) => (
  <Suspense fallback={null}>
    <AutocompleteArray {...props} />
  </Suspense>
);

export const LazyAutocompleteInput = (props: LazyAutocompleteProps) => (
  <Suspense fallback={null}>
    <AutocompleteOne {...props} />
  </Suspense>
);
