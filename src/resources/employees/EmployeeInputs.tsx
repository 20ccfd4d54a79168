import {
  BooleanInput,
  DateInput,
  PasswordInput,
  SelectInput,
  TextInput,
  useGetList,
  useRecordContext,
} from 'react-admin';
import { Box } from '@mui/material';
import { EMAIL_INPUT } from '../../forms/emailInput';
import type { ReactNode } from 'react';
import { GENDERS } from '@domain/employee';
import { holdsAll } from '@domain/privileges';
import { useActor, useRolePermissions } from './usePrivileges';

export const GENDER_CHOICES = GENDERS.map((id) => ({ id, name: `resources.employees.gender.${id}` }));

/** Two inputs side by side on wide screens. */
const Row = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'flex', gap: 2, width: '100%', flexWrap: { xs: 'wrap', md: 'nowrap' } }}>{children}</Box>
);

/** Plain text fields in a Row, in this order. */
const TextRow = ({ sources }: { sources: string[] }) => (
  <Row>
    {sources.map((source) => (
      <TextInput key={source} source={source} fullWidth />
    ))}
  </Row>
);

/**
 * The role choices: those whose rights the user does not all hold are disabled, and one's own role
 * cannot be changed at all (the server refuses both).
 */
export const RoleInput = () => {
  const actor = useActor();
  const record = useRecordContext<{ id: number }>();
  const rolePermissions = useRolePermissions();
  const { data: roles = [], isPending } = useGetList<{ id: number; name: string }>('roles', {
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  const own = actor !== undefined && record?.id === actor.id;
  const choices = roles.map((role) => ({
    ...role,
    disabled: actor !== undefined && rolePermissions !== undefined && !holdsAll(actor, rolePermissions.get(role.id) ?? {}),
  }));
  return <SelectInput source="role_id" choices={choices} translateChoice={false} isPending={isPending} disabled={own} fullWidth />;
};

/** Only a super admin may grant super admin, and nobody their own (the server refuses anyone else). */
const SuperAdminInput = () => {
  const actor = useActor();
  const record = useRecordContext<{ id: number }>();
  return actor?.is_super_admin && record?.id !== actor.id ? <BooleanInput source="is_super_admin" /> : null;
};

export const AccountInputs = () => (
  <>
    <TextRow sources={['first_name', 'last_name']} />
    <Row>
      <TextInput source="email" fullWidth slotProps={EMAIL_INPUT} />
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
    <TextRow sources={['city', 'state']} />
    <TextRow sources={['pincode', 'country']} />
  </>
);

export const BankDetailsInputs = () => (
  <>
    <TextRow sources={['bank_holder', 'bank_name']} />
    <TextInput source="bank_account_number" fullWidth />
    <TextRow sources={['bank_ifsc', 'bank_pan']} />
  </>
);

/** One's own password change also asks for the current one. */
export const PasswordInputs = ({ own = false }: { own?: boolean }) => (
  <>
    {own && <PasswordInput source="current_password" autoComplete="current-password" fullWidth />}
    <PasswordInput source="password" autoComplete="new-password" fullWidth />
  </>
);
