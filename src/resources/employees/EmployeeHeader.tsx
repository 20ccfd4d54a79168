import type { ReactNode } from 'react';
import { Avatar, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

interface EmployeeSummary {
  first_name: string;
  last_name: string;
  email: string;
  designation?: string | null;
  profile_image?: string | null;
  status: string;
  role_name?: string;
  is_super_admin: boolean;
}

/** Photo, name, role and status of the employee in context, with room for actions. */
export const EmployeeHeader = ({ actions }: { actions?: ReactNode }) => {
  const record = useRecordContext<EmployeeSummary>();
  const translate = useTranslate();
  if (!record) return null;
  const name = `${record.first_name} ${record.last_name}`;
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
          <Avatar src={record.profile_image ?? undefined} alt={name} sx={{ width: 64, height: 64 }}>
            {record.first_name[0]}
          </Avatar>
          <Stack sx={{ flexGrow: 1 }}>
            <Typography variant="h6" component="h1">
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[record.designation, record.email].filter(Boolean).join(' · ')}
            </Typography>
          </Stack>
          {record.role_name && <Chip label={record.role_name} variant="outlined" />}
          {record.is_super_admin && <Chip label={translate('resources.employees.fields.is_super_admin')} color="primary" />}
          <Chip
            label={translate(`resources.employees.status.${record.status}`)}
            color={record.status === 'active' ? 'success' : 'default'}
            data-testid="employee-status"
          />
          {actions}
        </Stack>
      </CardContent>
    </Card>
  );
};
