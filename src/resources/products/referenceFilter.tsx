import { lazy, Suspense, type ReactElement } from 'react';

import { Offline, ReferenceArrayInputBase, ReferenceInputBase } from '../../filters/lazyFilterInputs';
import { CHOICES_VIEW } from '../../providers/choicesView';
import { useKnownCanAccess } from '../../access/useKnownCanAccess';

/*
 * MUI's Autocomplete (with Popper) serves the catalogue lists' reference filters only: it loads beside
 * the first rows, not before them. The Base reference inputs, as the others import an eager Autocomplete.
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
  /** Its label when not the list resource's own field label (a list shared by two resources). */
  label?: string;
}

/**
 * The filter for staff who may list `reference` only: for others its choices would answer 403, and a
 * filter they cannot fill is no use. FilterForm's own props (source, alwaysOn, ...) pass through.
 */
const ListableReference = ({ reference, children, ...input }: { reference: string; children: (props: Record<string, unknown>) => ReactElement; [prop: string]: unknown }) => {
  const { canAccess } = useKnownCanAccess({ resource: reference, action: 'list' });
  return canAccess ? children(input) : null;
};

/** Its choices come without the counts the reference's own list shows. */
const CHOICES_QUERY = { meta: CHOICES_VIEW };

/** An always-on filter of the catalogue lists that picks records of another resource by name. */
export const referenceFilter = ({ source, reference, optionText, minWidth, multiple = false, label }: ReferenceFilter) => {
  const Base = multiple ? ReferenceArrayInputBase : ReferenceInputBase;
  const Autocomplete = multiple ? AutocompleteArray : AutocompleteOne;
  return (
    <ListableReference key={source} source={source} reference={reference} label={label} alwaysOn>
      {(input) => (
        <Base {...input} source={source} reference={reference} queryOptions={CHOICES_QUERY} offline={<Offline variant="inline" />} label={label}>
          <Suspense fallback={null}>
            <Autocomplete optionText={optionText} label={label} sx={{ minWidth }} />
          </Suspense>
        </Base>
      )}
    </ListableReference>
  );
};
