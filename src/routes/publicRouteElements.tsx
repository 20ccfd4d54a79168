import type { ReactNode } from 'react';
import { Route, useNavigate } from 'react-router-dom';
import { PublicNavigationContext } from '../pages/publicNavigation';
import { PUBLIC_ROUTES } from '../pages/publicPages';

/** Inside the console the public pages move through its router, which would not see a bare history change. */
const RouterNavigation = ({ children }: { children: ReactNode }) => {
  const navigate = useNavigate();
  return <PublicNavigationContext.Provider value={navigate}>{children}</PublicNavigationContext.Provider>;
};

/** The public pages as console routes (outside its layout): where the console sends to the sign-in or an error page. */
export const publicRouteElements = () =>
  PUBLIC_ROUTES.map(({ path, element }) => <Route key={path} path={path} element={<RouterNavigation>{element()}</RouterNavigation>} />);
