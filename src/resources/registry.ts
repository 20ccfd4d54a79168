import type { ComponentType, LazyExoticComponent } from 'react';
import type { ResourceProps } from 'react-admin';
import type { ResourceName } from '../domain/resources';
import { employeesViews } from './employees';
import { rolesViews } from './roles';
import { products as productsViews } from './products';
import { variants as variantsViews } from './variants';
import { inReviewVariants as inReviewVariantsViews } from './in-review-variants';
import { brandViews } from './brands';
import { designerViews } from './designers';
import { conditionViews } from './conditions';
import { attributeViews } from './attributes';
import { storeViews } from './stores';
import { urlViews } from './urls';
import { categoryViews } from './categories';
import { collectionViews } from './collections';

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
export const RESOURCE_VIEWS: Partial<Record<ResourceName, ResourceViews>> = {
  employees: employeesViews,
  roles: rolesViews,
  products: productsViews,
  variants: variantsViews,
  'in-review-variants': inReviewVariantsViews,
  brands: brandViews,
  designers: designerViews,
  conditions: conditionViews,
  attributes: attributeViews,
  stores: storeViews,
  urls: urlViews,
  categories: categoryViews,
  collections: collectionViews,
};
