/*
 * The list filter bar's react-admin parts: the form (react-hook-form) and the inputs the lists filter
 * with. Loaded as one chunk after a list's first rows, through lazyFilterInputs.tsx and the console's FilterBar (src/list).
 */
export {
  DateInput,
  FilterForm,
  NullableBooleanInput,
  Offline,
  ReferenceArrayInputBase,
  ReferenceInputBase,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
} from 'react-admin';
