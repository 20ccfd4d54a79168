import type { ComponentType, LazyExoticComponent } from 'react';
import type { ResourceProps } from 'react-admin';
import type { ResourceName } from '../domain/resources';

type View = LazyExoticComponent<ComponentType> | ComponentType;

/** The screens a resource folder provides; each view is lazy-loaded. */
export interface ResourceViews {
  list?: View;
  show?: View;
  edit?: View;
  create?: View;
  icon?: ComponentType;
  recordRepresentation?: ResourceProps['recordRepresentation'];
}

/** Resource folders register here; a resource absent from this map shows a placeholder. */
export const RESOURCE_VIEWS: Partial<Record<ResourceName, ResourceViews>> = {};
