import simpleRestProvider from 'ra-data-simple-rest';
import { COLLECTION_PRODUCTS_RESOURCE } from '../../domain/taxonomy';
import { registerResourceProvider } from '../../providers/dataProvider';
import { apiBaseUrl } from '../../providers/apiBases';
import { httpClient } from '../../providers/httpClient';

/**
 * The ordered products of a collection are a simple-rest sub-resource of the product base; it has
 * no screen of its own in the resource table, so the views that show it register its provider.
 */
const { name, base } = COLLECTION_PRODUCTS_RESOURCE;
registerResourceProvider(name, simpleRestProvider(apiBaseUrl(base), httpClient));

export const COLLECTION_PRODUCTS = name;
