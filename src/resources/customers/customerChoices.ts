import { CUSTOMER_GENDERS, CUSTOMER_STATUSES } from '@domain/customerValues';

/** Choices of the customer inputs and filters, labelled by the resource's messages. */
export const customerStatusChoices = CUSTOMER_STATUSES.map((id) => ({ id, name: `resources.customers.status.${id}` }));
export const customerGenderChoices = CUSTOMER_GENDERS.map((id) => ({ id, name: `resources.customers.gender.${id}` }));

/** Inputs and columns of the addresses are labelled as the customer's fields, not as "addresses.<field>". */
export const fieldLabel = (field: string) => `resources.customers.fields.${field}`;
