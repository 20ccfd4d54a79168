import { Card, CardContent, Grid, Typography } from '@mui/material';
import { Loading, ShowBase, Title, useGetIdentity, useLogout, useNotify, useTranslate } from 'react-admin';
import { EmployeeDetails } from './EmployeeDetails';
import { EmployeeHeader } from './EmployeeHeader';
import { PasswordInputs } from './EmployeeInputs';
import { EmployeePartForm } from './EmployeePartForm';
import { ProfileImageInput } from './ProfileImageInput';
import { ProfilePreferences } from '../../profile/ProfilePreferences';
import { ProfileSessions } from '../../profile/ProfileSessions';
import { ProfileStars } from '../../profile/ProfileStars';

/**
 * The signed-in employee's own page (/apps/employees/employee-view): their record, their photo, their
 * password, language and theme, sessions and starred pages. It needs no employees permission: the
 * server lets everyone read and change these.
 */
const EmployeeProfile = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const { identity, isPending } = useGetIdentity();
  if (isPending || !identity) return <Loading />;

  // A new password ends every session, this one included.
  const passwordChanged = () => {
    notify('resources.employees.messages.password_changed', { type: 'info' });
    void logout();
  };

  return (
    <ShowBase resource="employees" id={identity.id} disableAuthentication>
      <Title title={translate('resources.employees.profile.title')} />
      <EmployeeHeader />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <EmployeeDetails />
          <ProfilePreferences id={identity.id} />
          <ProfileSessions id={identity.id} />
          <ProfileStars />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Card sx={{ mb: 2 }}>
            <CardContent sx={{ pb: 0 }}>
              <Typography variant="subtitle1" component="h2">
                {translate('resources.employees.tabs.profile-image')}
              </Typography>
            </CardContent>
            <EmployeePartForm id={identity.id} part="profile-image" selfService>
              <ProfileImageInput />
            </EmployeePartForm>
          </Card>
          <Card>
            <CardContent sx={{ pb: 0 }}>
              <Typography variant="subtitle1" component="h2">
                {translate('resources.employees.actions.change_password')}
              </Typography>
            </CardContent>
            {/* The router keeps one blocker: the photo's form warns; a password typed and left is no work lost. */}
            <EmployeePartForm id={identity.id} part="password" selfService onSaved={passwordChanged} warnWhenUnsavedChanges={false}>
              <PasswordInputs own />
            </EmployeePartForm>
          </Card>
        </Grid>
      </Grid>
    </ShowBase>
  );
};

export default EmployeeProfile;
