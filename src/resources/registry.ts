import type { ComponentType, LazyExoticComponent } from 'react';
import type { ResourceProps } from 'react-admin';
import type { ResourceName } from '@domain/resources';
import type { LazyScreen } from '../routes/lazyScreen';

type View = LazyScreen<ComponentType<object>> | LazyExoticComponent<ComponentType> | ComponentType;

/**
 * What a resource folder's index.ts exports by default: its lazy views and its one icon (the side
 * menu and react-admin show that same icon). A planned resource's folder holds only its icon.
 */
export interface ResourceFolder {
  list?: View;
  show?: View;
  edit?: View;
  create?: View;
  icon: ComponentType<{ fontSize?: 'small' }>;
  recordRepresentation?: ResourceProps['recordRepresentation'];
}

const folders = import.meta.glob<ResourceFolder>('./*/index.ts', { eager: true, import: 'default' });

/** The folders src/resources/<name>/index.ts, by resource name; a row without views shows a placeholder. */
export const RESOURCE_FOLDERS: Partial<Record<ResourceName, ResourceFolder>> = Object.fromEntries(
  Object.entries(folders).map(([path, folder]) => [path.split('/')[1], folder]),
);

/** Loads one of a resource's screens; settles at once for a resource without that lazy view. */
export const preloadScreen = async (resource: string | undefined, viewName: 'list' | 'show' | 'edit') => {
  const view = resource ? RESOURCE_FOLDERS[resource as ResourceName]?.[viewName] : undefined;
  if (view && 'preload' in view) await view.preload();
};

/** Loads a resource's list screen (see preloadScreen). */
export const preloadListScreen = (resource: string | undefined) => preloadScreen(resource, 'list');
