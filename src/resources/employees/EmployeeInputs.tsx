import {
  BooleanInput,
  DateInput,
  PasswordInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  usePermissions,
} from 'react-admin';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { GENDERS } from '../../domain/employee';
import type { AccessSubject } from '../../domain/permissions';

export const GENDER_CHOICES = GENDERS.map((id) => ({ id, name: `resources.employees.gender.${id}` }));

/** Two inputs side by side on wide screens. */
const Row = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'flex', gap: 2, width: '100%', flexWrap: { xs: 'wrap', md: 'nowrap' } }}>{children}</Box>
);

export const RoleInput = () => (
  <ReferenceInput source="role_id" reference="roles" sort={{ field: 'name', order: 'ASC' }}>
    <SelectInput optionText="name" fullWidth />
  </ReferenceInput>
);

/** Only a super admin may grant super admin (the server refuses anyone else). */
const SuperAdminInput = () => {
  const { permissions } = usePermissions<AccessSubject>();
  return permissions?.is_super_admin ? <BooleanInput source="is_super_admin" /> : null;
};

export const AccountInputs = () => (
  <>
    <Row>
      <TextInput source="first_name" fullWidth />
      <TextInput source="last_name" fullWidth />
    </Row>
    <Row>
      <TextInput source="email" type="email" fullWidth />
      <TextInput source="mobile" type="tel" fullWidth />
    </Row>
    <RoleInput />
    <SuperAdminInput />
  </>
);

export const InformationInputs = () => (
  <>
    <Row>
      <DateInput source="dob" fullWidth />
      <SelectInput source="gender" choices={GENDER_CHOICES} fullWidth />
    </Row>
    <Row>
      <TextInput source="designation" fullWidth />
      <DateInput source="joining_date" fullWidth />
    </Row>
  </>
);

export const AddressInputs = () => (
  <>
    <TextInput source="address_line1" fullWidth />
    <TextInput source="address_line2" fullWidth />
    <Row>
      <TextInput source="city" fullWidth />
      <TextInput source="state" fullWidth />
    </Row>
    <Row>
      <TextInput source="pincode" fullWidth />
      <TextInput source="country" fullWidth />
    </Row>
  </>
);

export const BankDetailsInputs = () => (
  <>
    <Row>
      <TextInput source="bank_holder" fullWidth />
      <TextInput source="bank_name" fullWidth />
    </Row>
    <TextInput source="bank_account_number" fullWidth />
    <Row>
      <TextInput source="bank_ifsc" fullWidth />
      <TextInput source="bank_pan" fullWidth />
    </Row>
  </>
);

/** One's own password change also asks for the current one. */
export const PasswordInputs = ({ own = false }: { own?: boolean }) => (
  <>
    {own && <PasswordInput source="current_password" autoComplete="current-password" fullWidth />}
    <PasswordInput source="password" autoComplete="new-password" fullWidth />
  </>
);
