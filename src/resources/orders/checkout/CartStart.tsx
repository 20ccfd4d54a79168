import { useNavigate } from 'react-router-dom';
import { Typography } from '@mui/material';
import {
  AutocompleteInput,
  Create,
  FormDataConsumer,
  RadioButtonGroupInput,
  ReferenceInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { CART_CHANNELS, cartSchema } from '../../../domain/orders/cart';
import { useZodValidator } from '../../../forms/zodValidator';
import { AddressInputs } from './AddressInputs';
import { AddressPrefill } from './AddressPrefill';
import { CustomerInput } from './CustomerInput';
import { cartPayload, storeCheck } from './cartPayload';

const channelChoices = CART_CHANNELS.map((id) => ({ id, name: `resources.carts.channels.${id}` }));

const Section = ({ label }: { label: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
      {translate(label)}
    </Typography>
  );
};

/** First step of /apps/orders/create: the customer, the channel (a store for offline), addresses and a coupon make the cart. */
export const CartStart = () => {
  const navigate = useNavigate();
  const validate = useZodValidator(cartSchema, { toPayload: cartPayload, formChecks: storeCheck });
  return (
    <Create
      resource="carts"
      title="resources.carts.new_order"
      transform={cartPayload}
      redirect={false}
      mutationOptions={{ onSuccess: (cart: RaRecord) => navigate({ search: `?cart=${cart.id}` }) }}
    >
      <SimpleForm
        validate={validate}
        defaultValues={{ channel: 'admin' }}
        toolbar={
          <Toolbar>
            <SaveButton label="resources.carts.start" alwaysEnable />
          </Toolbar>
        }
      >
        <Section label="resources.carts.sections.customer" />
        <CustomerInput />
        <AddressPrefill />
        <RadioButtonGroupInput source="channel" label="resources.carts.fields.channel" choices={channelChoices} />
        <FormDataConsumer<{ channel?: string }>>
          {({ formData }) =>
            formData.channel === 'offline' ? (
              <ReferenceInput source="store_id" reference="stores" filter={{ is_active: true }}>
                <AutocompleteInput label="resources.carts.fields.store_id" optionText="name" sx={{ minWidth: 360 }} />
              </ReferenceInput>
            ) : (
              <>
                <Section label="resources.carts.sections.addresses" />
                <AddressInputs source="shipping_address" />
                <AddressInputs source="billing_address" />
              </>
            )
          }
        </FormDataConsumer>
        <TextInput source="coupon_code" label="resources.carts.fields.coupon_code" />
      </SimpleForm>
    </Create>
  );
};
