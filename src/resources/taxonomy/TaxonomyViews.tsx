import type { ReactNode } from 'react';
import { Create, Edit, SaveButton, SimpleForm, Toolbar, type CreateProps, type EditProps } from 'react-admin';
import { SafeDeleteButton } from './SafeDeleteButton';
import type { z } from 'zod';
import { HistoryPanel } from '../../components/HistoryPanel';
import { useZodValidator } from '../../forms/zodValidator';

/** Save, and the guarded delete that offers a replacement when the record is in use. */
export const TaxonomyToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <SafeDeleteButton />
  </Toolbar>
);

type FormProps = { children: ReactNode; schema: z.ZodType; defaultValues?: Record<string, unknown> };

/** Create and Edit of a taxonomy record share one set of inputs (DESIGN: `<Entity>Inputs`). */
export const TaxonomyCreate = ({ children, schema, defaultValues, ...props }: FormProps & Omit<CreateProps, 'children'>) => {
  const validate = useZodValidator(schema);
  return (
    <Create redirect="list" {...props}>
      <SimpleForm validate={validate} defaultValues={defaultValues}>
        {children}
      </SimpleForm>
    </Create>
  );
};

export const TaxonomyEdit = ({ children, schema, defaultValues, ...props }: FormProps & Omit<EditProps, 'children'>) => {
  const validate = useZodValidator(schema);
  return (
    <Edit mutationMode="pessimistic" redirect="list" {...props}>
      <SimpleForm toolbar={<TaxonomyToolbar />} validate={validate} defaultValues={defaultValues}>
        {children}
      </SimpleForm>
      <HistoryPanel />
    </Edit>
  );
};
