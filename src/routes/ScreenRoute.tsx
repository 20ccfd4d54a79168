import { Suspense } from 'react';
import { Loading } from 'react-admin';
import type { SpecRoute } from '@domain/consoleRoutes';
import { SCREEN_COMPONENTS } from '../screens/registry';
import { ScreenPlaceholder } from '../screens/ScreenPlaceholder';
import { RequireAccess } from './RequireAccess';
import { RequireRole } from './RequireRole';

export const ScreenRoute = ({ route }: { route: SpecRoute & { screen: NonNullable<SpecRoute['screen']> } }) => {
  const Screen = SCREEN_COMPONENTS[route.screen];
  return (
    <RequireRole role={route.role ?? 'editor'}>
      <RequireAccess resource={route.needs}>
        <Suspense fallback={<Loading />}>
          {Screen ? <Screen /> : <ScreenPlaceholder title={`app.screens.${route.screen}`} />}
        </Suspense>
      </RequireAccess>
    </RequireRole>
  );
};
