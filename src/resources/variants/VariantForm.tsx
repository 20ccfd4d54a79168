import { SimpleForm } from 'react-admin';
import { variantSchema, variantUpdateSchema } from '@domain/catalogue';
import { useZodValidator } from '../../forms/zodValidator';
import { VariantInputs } from './VariantInputs';

/** The variant form of add and the edits, checked with the schema the server parses that request with. */
export const VariantForm = ({ isCreate = false }: { isCreate?: boolean }) => {
  const validate = useZodValidator(isCreate ? variantSchema : variantUpdateSchema);
  return (
    <SimpleForm validate={validate}>
      <VariantInputs isCreate={isCreate} />
    </SimpleForm>
  );
};
