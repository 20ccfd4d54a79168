import { lazy, Suspense, type ComponentProps } from 'react';
import { MountedWhenIdle } from '../lazy/MountedWhenIdle';
import type { AuthenticationError as AuthenticationErrorPage, Error as ErrorPage, Notification as NotificationBar, Offline as OfflineNotice, Empty as EmptyPage } from 'react-admin';

/**
 * react-admin's parts that show only when something happens (an error, a notification, a list with no
 * records, no network), loaded when first shown instead of with every first page. Each renders react-admin's
 * own component with its props.
 */
const Parts = {
  Error: lazy(() => import('./adminParts').then(({ Error }) => ({ default: Error }))),
  AuthenticationError: lazy(() => import('./adminParts').then(({ AuthenticationError }) => ({ default: AuthenticationError }))),
  Notification: lazy(() => import('./adminParts').then(({ Notification }) => ({ default: Notification }))),
  Offline: lazy(() => import('./adminParts').then(({ Offline }) => ({ default: Offline }))),
  Empty: lazy(() => import('./adminParts').then(({ Empty }) => ({ default: Empty }))),
};

export const Error = (props: ComponentProps<typeof ErrorPage>) => (
  <Suspense fallback={null}>
    <Parts.Error {...props} />
  </Suspense>
);
export const AuthenticationError = (props: ComponentProps<typeof AuthenticationErrorPage>) => (
  <Suspense fallback={null}>
    <Parts.AuthenticationError {...props} />
  </Suspense>
);
/** Notifications wait in react-admin's notification context until the bar, mounted once the first screen is shown, has loaded. */
export const Notification = (props: ComponentProps<typeof NotificationBar>) => (
  <MountedWhenIdle fallback={null}>
    <Parts.Notification {...props} />
  </MountedWhenIdle>
);
export const Offline = (props: ComponentProps<typeof OfflineNotice>) => (
  <Suspense fallback={null}>
    <Parts.Offline {...props} />
  </Suspense>
);
export const Empty = (props: ComponentProps<typeof EmptyPage>) => (
  <Suspense fallback={null}>
    <Parts.Empty {...props} />
  </Suspense>
);
