import type { ComponentType } from 'react';
import { Resource } from 'react-admin';
import { RESOURCE_DEFINITIONS } from '@domain/resources';
import { RequireAccess } from '../routes/RequireAccess';
import { RESOURCE_FOLDERS, type ResourceFolder } from './registry';
import { ResourcePlaceholder } from './ResourcePlaceholder';

const VIEW_ACTIONS = { list: 'list', show: 'show', edit: 'edit', create: 'create' } as const;

/** A view that renders only with the user's permission for it, else leads to the not-authorized page. */
const guarded = (resource: string, action: string, View: ComponentType): ComponentType => {
  const Guarded = () => (
    <RequireAccess resource={resource} action={action}>
      <View />
    </RequireAccess>
  );
  Guarded.displayName = `Guarded(${resource}.${action})`;
  return Guarded;
};

const guardedViews = (name: string, views: ResourceFolder): ResourceFolder => {
  const result: ResourceFolder = { ...views };
  for (const [key, action] of Object.entries(VIEW_ACTIONS) as [keyof typeof VIEW_ACTIONS, string][]) {
    const View = views[key];
    if (View) result[key] = guarded(name, action, View);
  }
  return result;
};

/**
 * Built once: a view component made anew on each render would remount its screen. A folder's views
 * replace the placeholder list, a resource being built a view at a time (orders' create before its list).
 */
const RESOURCE_ELEMENTS = RESOURCE_DEFINITIONS.filter((row) => !row.within).map(({ name }) => {
  const folder = RESOURCE_FOLDERS[name];
  return <Resource key={name} name={name} list={ResourcePlaceholder} {...(folder && guardedViews(name, folder))} />;
});

/** A <Resource> for every row of the resource table but those shown only inside another's screens. */
export const resourceElements = () => RESOURCE_ELEMENTS;

const DEFINITIONS = Object.fromEntries(RESOURCE_ELEMENTS.map(({ props }) => [props.name, Resource.registerResource(props)]));

/**
 * What each <Resource> registers as the admin mounts (react-admin does it in an effect, and each
 * screen, menu and breadcrumb reading them rendered again): given as the definitions' starting
 * value, the registrations change nothing.
 */
export const resourceDefinitions = () => DEFINITIONS;
