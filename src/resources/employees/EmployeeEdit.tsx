import { useState } from 'react';
import { Alert, Card, Tab, Tabs } from '@mui/material';
import { ShowBase, Title, useRecordContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { EMPLOYEE_PARTS, type EmployeePart } from '@domain/employee';
import { mayChangeEmployee, maySetPassword } from '@domain/privileges';
import { EmployeeHeader } from './EmployeeHeader';
import { AccountInputs, AddressInputs, BankDetailsInputs, InformationInputs, PasswordInputs } from './EmployeeInputs';
import { EmployeePartForm } from './EmployeePartForm';
import { EmployeeStatusButton } from './EmployeeStatusButton';
import { ProfileImageInput } from './ProfileImageInput';
import { HistoryPanel } from '../../components/HistoryPanel';
import { useActor, useRolePermissions } from './usePrivileges';

const PART_INPUTS: Record<EmployeePart, () => React.JSX.Element> = {
  account: AccountInputs,
  information: InformationInputs,
  address: AddressInputs,
  'bank-details': BankDetailsInputs,
  password: () => <PasswordInputs />,
  'profile-image': ProfileImageInput,
};

/** The parts of the employee in context the user may change, by the shared privilege rules. */
const useEditableParts = (): readonly EmployeePart[] | undefined => {
  const record = useRecordContext<{ id: number; is_super_admin: boolean; role_id: number }>();
  const actor = useActor();
  const rolePermissions = useRolePermissions();
  if (!record || !actor) return undefined;
  if (!mayChangeEmployee(actor, record)) return [];
  // Without the roles' grants (no roles.show) the console cannot tell; the server decides.
  const password = maySetPassword(actor, { ...record, permissions: rolePermissions?.get(record.role_id) });
  return EMPLOYEE_PARTS.filter((part) => part !== 'password' || password);
};

const EmployeePartTabs = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const parts = useEditableParts();
  const [chosen, setPart] = useState<EmployeePart>('account');
  if (!parts) return null;
  if (!parts.length) return <Alert severity="info">{translate('resources.employees.messages.super_admin_only')}</Alert>;
  const part = parts.includes(chosen) ? chosen : parts[0]!;
  const Inputs = PART_INPUTS[part];
  return (
    <>
      <Tabs value={part} onChange={(_event, value: EmployeePart) => setPart(value)} variant="scrollable" scrollButtons="auto">
        {parts.map((name) => (
          <Tab key={name} value={name} label={translate(`resources.employees.tabs.${name}`)} />
        ))}
      </Tabs>
      <EmployeePartForm key={part} id={id} part={part}>
        <Inputs />
      </EmployeePartForm>
    </>
  );
};

/** The six parts of an employee in tabs, each saved on its own; only those the user may change. */
const EmployeeEdit = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  return (
    <ShowBase resource="employees" id={id}>
      <Title title={translate('resources.employees.name', { smart_count: 1 })} />
      <EmployeeHeader actions={<EmployeeStatusButton />} />
      <Card>
        <EmployeePartTabs id={id} />
      </Card>
      <Card sx={{ mt: 2 }}>
        <HistoryPanel resource="employees" />
      </Card>
    </ShowBase>
  );
};

export default EmployeeEdit;
