import { Card } from '@mui/material';
import { EditButton, ShowBase, Title, useTranslate } from 'react-admin';
import { EmployeeDetails } from './EmployeeDetails';
import { EmployeeHeader } from './EmployeeHeader';
import { EmployeeStatusButton } from './EmployeeStatusButton';
import { HistoryPanel } from '../../components/HistoryPanel';

/** A colleague's profile (/apps/profile/:profile_id). */
const EmployeeShow = () => {
  const translate = useTranslate();
  return (
    <ShowBase>
      <Title title={translate('resources.employees.name', { smart_count: 1 })} />
      <EmployeeHeader
        actions={
          <>
            <EditButton />
            <EmployeeStatusButton />
          </>
        }
      />
      <EmployeeDetails />
      <Card>
        <HistoryPanel resource="employees" />
      </Card>
    </ShowBase>
  );
};

export default EmployeeShow;
