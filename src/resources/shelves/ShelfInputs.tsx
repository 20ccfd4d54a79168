import { TextInput, required } from 'react-admin';
import { shelfSchema } from '@domain/stock';

/** A shelf's code, unique in its warehouse (printed on its label, typed by scanners). */
const ShelfInputs = () => <TextInput source="code" validate={required()} helperText="resources.shelves.code_help" />;
export default ShelfInputs;

export const schema = shelfSchema.omit({ rack_id: true });
