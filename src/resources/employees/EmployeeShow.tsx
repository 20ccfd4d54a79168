import { EditButton, ShowBase, Title, useTranslate } from 'react-admin';
import { EmployeeDetails } from './EmployeeDetails';
import { EmployeeHeader } from './EmployeeHeader';
import { EmployeeStatusButton } from './EmployeeStatusButton';

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
    </ShowBase>
  );
};

export default EmployeeShow;
