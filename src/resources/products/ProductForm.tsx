import { useMemo } from 'react';
import { SimpleForm, useRecordContext, type RaRecord } from 'react-admin';
import { productSchema } from '@domain/catalogue';
import { useZodValidator } from '../../forms/zodValidator';
import { ProductInputs } from './ProductInputs';
import { attributeRowErrors, toFormRecord, toProductPayload } from './attributeRows';

const asPayload = (values: Record<string, unknown>) => toProductPayload(values as RaRecord);

/** The product form of add and edit; it edits the attribute values as rows (see toProductPayload). */
export const ProductForm = () => {
  const record = useRecordContext();
  const formRecord = useMemo(() => toFormRecord(record), [record]);
  const validate = useZodValidator(productSchema, { toPayload: asPayload, formChecks: attributeRowErrors });
  return (
    <SimpleForm record={formRecord} validate={validate}>
      <ProductInputs />
    </SimpleForm>
  );
};
