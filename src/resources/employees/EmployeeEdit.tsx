import { useState } from 'react';
import { Card, Tab, Tabs } from '@mui/material';
import { ShowBase, Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { EMPLOYEE_PARTS, type EmployeePart } from '../../domain/employee';
import { EmployeeHeader } from './EmployeeHeader';
import { AccountInputs, AddressInputs, BankDetailsInputs, InformationInputs, PasswordInputs } from './EmployeeInputs';
import { EmployeePartForm } from './EmployeePartForm';
import { EmployeeStatusButton } from './EmployeeStatusButton';
import { ProfileImageInput } from './ProfileImageInput';
import { HistoryPanel } from '../../components/HistoryPanel';

const PART_INPUTS: Record<EmployeePart, () => React.JSX.Element> = {
  account: AccountInputs,
  information: InformationInputs,
  address: AddressInputs,
  'bank-details': BankDetailsInputs,
  password: () => <PasswordInputs />,
  'profile-image': ProfileImageInput,
};

/** The six parts of an employee in tabs, each saved on its own. */
const EmployeeEdit = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const [part, setPart] = useState<EmployeePart>('account');
  const Inputs = PART_INPUTS[part];
  return (
    <ShowBase resource="employees" id={id}>
      <Title title={translate('resources.employees.name', { smart_count: 1 })} />
      <EmployeeHeader actions={<EmployeeStatusButton />} />
      <Card>
        <Tabs value={part} onChange={(_event, value: EmployeePart) => setPart(value)} variant="scrollable" scrollButtons="auto">
          {EMPLOYEE_PARTS.map((name) => (
            <Tab key={name} value={name} label={translate(`resources.employees.tabs.${name}`)} />
          ))}
        </Tabs>
        <EmployeePartForm key={part} id={id} part={part}>
          <Inputs />
        </EmployeePartForm>
      </Card>
      <Card sx={{ mt: 2 }}>
        <HistoryPanel resource="employees" />
      </Card>
    </ShowBase>
  );
};

export default EmployeeEdit;
