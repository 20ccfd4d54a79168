import { URL_TARGET_TYPES, type UrlTargetType } from '@domain/taxonomy';
import type { ResourceName } from '@domain/resources';

/** The resource whose record a URL of each target type shows; pages have none. */
export const TARGET_RESOURCES: Record<Exclude<UrlTargetType, 'page'>, ResourceName> = {
  product: 'products',
  category: 'categories',
  collection: 'collections',
  brand: 'brands',
  designer: 'designers',
};

export const targetResourceOf = (type: unknown): ResourceName | undefined =>
  type && type !== 'page' ? TARGET_RESOURCES[type as Exclude<UrlTargetType, 'page'>] : undefined;

export const targetTypeChoices = URL_TARGET_TYPES.map((type) => ({ id: type, name: `resources.urls.target_types.${type}` }));
export const redirectTypeChoices = [
  { id: 301, name: 'resources.urls.redirect_types.301' },
  { id: 302, name: 'resources.urls.redirect_types.302' },
];
