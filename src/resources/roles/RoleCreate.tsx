import { Create, SimpleForm } from 'react-admin';
import { roleSchema } from '@domain/employeeRoles';
import { useZodValidator } from '../../forms/zodValidator';
import { RoleInputs } from './RoleInputs';

/** A new role starts with no permissions: they are ticked on its edit page. */
const RoleCreate = () => {
  const validate = useZodValidator(roleSchema);
  return (
    <Create redirect="edit">
      <SimpleForm validate={validate} sx={{ maxWidth: 600 }}>
        <RoleInputs />
      </SimpleForm>
    </Create>
  );
};

export default RoleCreate;
