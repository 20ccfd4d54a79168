import { SimpleForm, type SimpleFormProps } from 'react-admin';
import type { z } from 'zod';
import { useZodValidator } from './zodValidator';

/** react-admin's SimpleForm validated by a domain schema (the server's): each issue shows at its input. */
export const SchemaForm = ({ schema, ...form }: Omit<SimpleFormProps, 'validate'> & { schema: z.ZodType }) => {
  const validate = useZodValidator(schema);
  return <SimpleForm validate={validate} {...form} />;
};
