import { useMemo } from 'react';
import { SimpleForm, useRecordContext } from 'react-admin';
import { ProductInputs } from './ProductInputs';
import { toFormRecord } from './attributeRows';

/** The product form of add and edit; it edits the attribute values as rows (see toProductPayload). */
export const ProductForm = () => {
  const record = useRecordContext();
  const formRecord = useMemo(() => toFormRecord(record), [record]);
  return (
    <SimpleForm record={formRecord}>
      <ProductInputs />
    </SimpleForm>
  );
};
