import type { ReactNode } from 'react';
import { Create, Edit, SaveButton, SimpleForm, Toolbar, type CreateProps, type EditProps } from 'react-admin';
import { SafeDeleteButton } from './SafeDeleteButton';
import { HistoryPanel } from '../../components/HistoryPanel';

/** Save, and the guarded delete that offers a replacement when the record is in use. */
export const TaxonomyToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <SafeDeleteButton />
  </Toolbar>
);

type FormProps = { children: ReactNode; defaultValues?: Record<string, unknown> };

/** Create and Edit of a taxonomy record share one set of inputs (DESIGN: `<Entity>Inputs`). */
export const TaxonomyCreate = ({ children, defaultValues, ...props }: FormProps & Omit<CreateProps, 'children'>) => (
  <Create redirect="list" {...props}>
    <SimpleForm defaultValues={defaultValues}>{children}</SimpleForm>
  </Create>
);

export const TaxonomyEdit = ({ children, defaultValues, ...props }: FormProps & Omit<EditProps, 'children'>) => (
  <Edit mutationMode="pessimistic" redirect="list" {...props}>
    <SimpleForm toolbar={<TaxonomyToolbar />} defaultValues={defaultValues}>
      {children}
    </SimpleForm>
    <HistoryPanel />
  </Edit>
);
