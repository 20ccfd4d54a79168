import { SimpleForm } from 'react-admin';
import { customerSchema } from '@domain/customers';
import { useZodValidator } from '../../forms/zodValidator';
import { CustomerInputs } from './CustomerInputs';

/** The customer form of add and edit, validated by the schema the server parses with. */
export const CustomerForm = () => {
  const validate = useZodValidator(customerSchema);
  return (
    <SimpleForm validate={validate}>
      <CustomerInputs />
    </SimpleForm>
  );
};
