/** react-admin's autocomplete inputs, in a chunk of their own (see referenceFilter.tsx). */
export { AutocompleteArrayInput, AutocompleteInput } from 'react-admin';
