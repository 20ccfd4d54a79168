import type { ReactElement } from 'react';
import { Labeled, SelectField, TextField, useTranslate } from 'react-admin';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { GENDER_CHOICES } from './EmployeeInputs';
import { LocaleDateField } from '../../fields/LocaleDateField';

const GROUPS: [string, string[]][] = [
  ['account', ['email', 'mobile', 'role_name']],
  ['information', ['dob', 'gender', 'designation', 'joining_date']],
  ['address', ['address_line1', 'address_line2', 'city', 'state', 'pincode', 'country']],
  ['bank-details', ['bank_holder', 'bank_name', 'bank_account_number', 'bank_ifsc', 'bank_pan']],
];
const LABELS: Record<string, string> = { role_name: 'resources.employees.fields.role_id' };

/** Fields shown other than as plain text. */
const SPECIAL_FIELDS: Record<string, ReactElement> = {
  dob: <LocaleDateField source="dob" />,
  joining_date: <LocaleDateField source="joining_date" />,
  gender: <SelectField source="gender" choices={GENDER_CHOICES} emptyText="—" />,
};

/** Every part of the employee in context, read only, grouped like the edit tabs. */
export const EmployeeDetails = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        {GROUPS.map(([group, fields]) => (
          <Box key={group} sx={{ mb: 2 }}>
            <Typography variant="subtitle1" component="h2" gutterBottom>
              {translate(`resources.employees.tabs.${group}`)}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 1 }}>
              {fields.map((source) => (
                <Labeled key={source} label={LABELS[source] ?? `resources.employees.fields.${source}`}>
                  {SPECIAL_FIELDS[source] ?? <TextField source={source} emptyText="—" />}
                </Labeled>
              ))}
            </Box>
          </Box>
        ))}
      </CardContent>
    </Card>
  );
};
