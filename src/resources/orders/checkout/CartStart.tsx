import { useNavigate } from 'react-router-dom';
import {
  Create,
  FormDataConsumer,
  RadioButtonGroupInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  type RaRecord,
} from 'react-admin';
import { CART_CHANNELS, cartSchema } from '@domain/orders/cart';
import { FormSectionTitle } from '../../../forms/FormSectionTitle';
import { useZodValidator } from '../../../forms/zodValidator';
import { AddressInputs } from './AddressInputs';
import { AddressPrefill } from './AddressPrefill';
import { CustomerInput } from './CustomerInput';
import { cartPayload, storeCheck } from './cartPayload';
import { StoreInput } from './StoreInput';

const channelChoices = CART_CHANNELS.map((id) => ({ id, name: `resources.carts.channels.${id}` }));

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
        <FormSectionTitle label="resources.carts.sections.customer" mt={1} />
        <CustomerInput />
        <AddressPrefill />
        <RadioButtonGroupInput source="channel" label="resources.carts.fields.channel" choices={channelChoices} />
        <FormDataConsumer<{ channel?: string }>>
          {({ formData }) =>
            formData.channel === 'offline' ? (
              <StoreInput />
            ) : (
              <>
                <FormSectionTitle label="resources.carts.sections.addresses" mt={1} />
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
