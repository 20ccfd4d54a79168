/** react-admin's autocomplete inputs, in a chunk of their own (see LazyAutocompleteInputs.tsx). */
export { AutocompleteArrayInput, AutocompleteInput } from 'react-admin';
