import { useParams } from 'react-router-dom';
import { Card, CardContent } from '@mui/material';
import {
  ArrayInput,
  AutocompleteInput,
  Form,
  Loading,
  NumberInput,
  ReferenceInput,
  SaveButton,
  SimpleFormIterator,
  Title,
  useDataProvider,
  useGetOne,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { getResource } from '@domain/resources';
import { stealVariantsSchema } from '@domain/promotions/schemas';
import { registerResourceLocation } from '../../providers/resourceUrl';
import { useZodValidator } from '../../forms/zodValidator';
import { fieldErrorsOf } from '../../forms/fieldErrorsOf';
import { MoneyInput } from '../variants/money';
import type { StealVariantLine } from './StealShow';

/** A steal's variants are written as a whole at `steals/<id>/variants`: named as a location, react-admin's update reaches it. */
const variantsOf = (stealId: string) => {
  const name = `steals/${stealId}`;
  registerResourceLocation(name, { base: 'product', apiPath: `${getResource('steals').apiPath}/${stealId}` });
  return name;
};

/** /apps/steal/add-variants/:id: add variants to a steal, each with its steal price and cap (a cap never below the pieces sold). */
const StealVariantsScreen = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const dataProvider = useDataProvider();
  const validate = useZodValidator(stealVariantsSchema);
  // As react-admin's own record pages do: a steal that does not exist is told and its list opened.
  const { data: steal } = useGetOne<{ id: number; title: string; variants: StealVariantLine[] }>(
    'steals',
    { id: Number(id) },
    {
      onError: () => {
        notify('ra.notification.item_doesnt_exist', { type: 'error' });
        redirect('list', 'steals');
      },
    },
  );
  if (!steal) return <Loading />;
  const submit = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.update(variantsOf(id), { id: 'variants', data: values, previousData: { id: 'variants' } });
      notify('resources.steals.variants_saved', { type: 'success' });
      redirect('show', 'steals', steal.id);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) return fields;
      notify((error as Error).message, { type: 'error' });
    }
    return undefined;
  };
  const defaults = { variants: steal.variants.map(({ variant_id, price, quantity_cap }) => ({ variant_id, price, quantity_cap })) };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('resources.steals.variants_title', { title: steal.title })} />
      <CardContent>
        <Form onSubmit={submit} validate={validate} defaultValues={defaults}>
          <ArrayInput source="variants" label="resources.steals.fields.variants">
            <SimpleFormIterator inline disableReordering>
              <ReferenceInput source="variant_id" reference="variants">
                <AutocompleteInput optionText="sku" label="resources.steals.fields.sku" sx={{ minWidth: 260 }} />
              </ReferenceInput>
              <MoneyInput source="price" label="resources.steals.fields.price" />
              <NumberInput source="quantity_cap" label="resources.steals.fields.quantity_cap" min={1} />
            </SimpleFormIterator>
          </ArrayInput>
          <SaveButton alwaysEnable />
        </Form>
      </CardContent>
    </Card>
  );
};
export default StealVariantsScreen;
