import { Loading, useGetIdentity } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import EmployeeProfile from './EmployeeProfile';

/**
 * /apps/profile/{profile_id}: one's own id opens one's own profile, which needs no employees
 * permission; anyone else's opens that employee's page, which does.
 */
const ProfileOf = () => {
  const { profile_id } = useParams();
  const { identity, isPending } = useGetIdentity();
  if (isPending) return <Loading />;
  if (identity && String(identity.id) === profile_id) return <EmployeeProfile />;
  return <Navigate to={`/employees/${encodeURIComponent(profile_id ?? '')}/show`} replace />;
};

export default ProfileOf;
