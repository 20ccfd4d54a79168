import { Navigate, useParams } from 'react-router-dom';
import { redirectLocation, type RedirectTarget } from '@domain/consoleRoutes';

/** A spec path that leads to the resource view showing it, keeping its ids. */
export const RedirectRoute = ({ target }: { target: RedirectTarget }) => {
  const params = useParams();
  return <Navigate to={redirectLocation(target, params)} replace />;
};
