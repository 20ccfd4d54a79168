import { Alert, MenuItem, TextField as MuiTextField } from '@mui/material';
import { Loading, useGetList, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ScreenCard } from '../../components/ScreenCard';
import { PermissionMatrix } from './PermissionMatrix';

/** The permission matrix (/apps/permissions/permissions-list) of the role picked here (?role_id=). */
const PermissionsScreen = () => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const { data: roles, isPending } = useGetList<{ id: number; name: string }>('roles', {
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  if (isPending) return <Loading />;
  const roleId = params.get('role_id') ?? String(roles?.[0]?.id ?? '');
  return (
    <ScreenCard title={translate('resources.roles.matrix.title')}>
      <MuiTextField
        select
        label={translate('resources.roles.matrix.role')}
        value={roleId}
        onChange={(event) => setParams({ role_id: event.target.value })}
        sx={{ minWidth: 240, mb: 2 }}
        size="small"
      >
        {(roles ?? []).map((role) => (
          <MenuItem key={role.id} value={String(role.id)}>
            {role.name}
          </MenuItem>
        ))}
      </MuiTextField>
      <Alert severity="info" sx={{ mb: 2 }}>{translate('resources.roles.matrix.super_admin_note')}</Alert>
      {roleId && <PermissionMatrix key={roleId} roleId={roleId} />}
    </ScreenCard>
  );
};

export default PermissionsScreen;
