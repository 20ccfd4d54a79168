import { Route } from 'react-router-dom';
import { SPEC_ROUTES } from '@domain/consoleRoutes';
import { RedirectRoute } from './RedirectRoute';
import { RequireRole } from './RequireRole';
import { ScreenRoute } from './ScreenRoute';

/** <Route> elements for every path of spec section 2 that lives inside the shell. */
export const specRouteElements = () =>
  SPEC_ROUTES.map((route) => {
    if (route.screen) return <Route key={route.path} path={route.path} element={<ScreenRoute route={{ ...route, screen: route.screen }} />} />;
    return (
      <Route
        key={route.path}
        path={route.path}
        element={
          <RequireRole role={route.role ?? 'editor'}>
            <RedirectRoute target={route.redirect!} />
          </RequireRole>
        }
      />
    );
  });
