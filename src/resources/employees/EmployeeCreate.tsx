import { Create, DateInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { createEmployeeSchema } from '@domain/employee';
import { AccountInputs, PasswordInputs } from './EmployeeInputs';
import { useZodValidator } from '../../forms/zodValidator';

/** A new employee: account, first password and job details; the other parts follow on the edit tabs. */
const EmployeeCreate = () => {
  const translate = useTranslate();
  const validate = useZodValidator(createEmployeeSchema);
  return (
    <Create redirect="edit">
      <SimpleForm validate={validate} sx={{ maxWidth: 720 }}>
        <AccountInputs />
        <PasswordInputs />
        <TextInput source="designation" fullWidth />
        <DateInput source="joining_date" fullWidth />
        <Typography variant="body2" color="text.secondary">
          {translate('resources.employees.messages.create_hint')}
        </Typography>
      </SimpleForm>
    </Create>
  );
};

export default EmployeeCreate;
