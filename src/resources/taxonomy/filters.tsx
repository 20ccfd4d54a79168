import { NullableBooleanInput, SearchInput } from '../../filters/lazyFilterInputs';

/** The `q` full-text search every taxonomy list offers. */
export const searchFilter = <SearchInput key="q" source="q" alwaysOn />;
export const activeFilter = <NullableBooleanInput key="is_active" source="is_active" />;
