import { Card, CardContent, Typography } from '@mui/material';
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { roleSchema } from '@domain/employeeRoles';
import { useZodValidator } from '../../forms/zodValidator';
import { PermissionMatrix } from './PermissionMatrix';
import { RoleInputs } from './RoleInputs';
import { HistoryPanel } from '../../components/HistoryPanel';

/** Rename a role, and tick its permissions below. */
const RoleEdit = () => {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const validate = useZodValidator(roleSchema.partial());
  return (
    <>
      <Edit mutationMode="pessimistic" redirect={false}>
        <SimpleForm
          validate={validate}
          sx={{ maxWidth: 600 }}
          toolbar={
            <Toolbar sx={{ justifyContent: 'space-between' }}>
              <SaveButton />
              <DeleteButton mutationMode="pessimistic" />
            </Toolbar>
          }
        >
          <RoleInputs />
        </SimpleForm>
        <HistoryPanel />
      </Edit>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('resources.roles.matrix.title')}
          </Typography>
          <PermissionMatrix roleId={id} />
        </CardContent>
      </Card>
    </>
  );
};

export default RoleEdit;
