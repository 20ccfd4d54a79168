import { TextInput } from 'react-admin';
import { useKnownCanAccess } from '../../../access/useKnownCanAccess';

/**
 * Why a credit or refund goes beyond what the order's payments left: only for staff whose role may
 * (orders' credit_beyond_paid); the server refuses it from anyone else, and History keeps it.
 */
export const OverrideReasonInput = () => {
  const { canAccess } = useKnownCanAccess({ resource: 'orders', action: 'credit_beyond_paid' });
  if (!canAccess) return null;
  return (
    <TextInput
      source="override_reason"
      label="resources.orders.fields.override_reason"
      helperText="resources.orders.payments.override_help"
      multiline
      fullWidth
    />
  );
};
