import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { CreateBase, useCreateSuggestionContext, useTranslate, type RaRecord } from 'react-admin';
import { CustomerForm } from '../../customers/CustomerForm';

/** The customer form of /apps/customers/customer-add in a dialog: the new customer becomes the cart's. */
export const NewCustomerDialog = () => {
  const translate = useTranslate();
  const { onCancel, onCreate } = useCreateSuggestionContext();
  return (
    <Dialog open onClose={onCancel} maxWidth="md" fullWidth aria-labelledby="new-customer-title">
      <DialogTitle id="new-customer-title">{translate('resources.carts.new_customer')}</DialogTitle>
      <DialogContent>
        <CreateBase resource="customers" redirect={false} mutationOptions={{ onSuccess: (customer: RaRecord) => onCreate(customer) }}>
          <CustomerForm />
        </CreateBase>
      </DialogContent>
    </Dialog>
  );
};
