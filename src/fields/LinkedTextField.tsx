import type { MouseEvent } from 'react';
import { Link, TextField, useCreatePath, useRecordContext, type TextFieldProps } from 'react-admin';

// A click on the link opens the referenced record, not the row's own (rowClick).
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/**
 * A name the row carries for a record it references (e.g. `product_title` beside `product_id`),
 * linked to that record's edit page as a ReferenceField links, without fetching the record.
 */
export const LinkedTextField = ({ reference, idSource, ...props }: TextFieldProps & { reference: string; idSource: string }) => {
  const record = useRecordContext(props);
  const createPath = useCreatePath();
  const id = record?.[idSource];
  if (id === undefined || id === null) return null;
  return (
    <Link to={createPath({ resource: reference, id, type: 'edit' })} onClick={stopPropagation} underline="hover">
      <TextField {...props} />
    </Link>
  );
};
