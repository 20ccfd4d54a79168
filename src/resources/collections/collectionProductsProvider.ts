import { COLLECTION_PRODUCTS_RESOURCE } from '../../domain/taxonomy';
import { registerResourceLocation } from '../../providers/resourceUrl';

/**
 * The ordered products of a collection are a simple-rest sub-resource of the product base; it has
 * no screen of its own in the resource table, so the views that show it say where it lives.
 */
const { name } = COLLECTION_PRODUCTS_RESOURCE;
registerResourceLocation(name, COLLECTION_PRODUCTS_RESOURCE);

export const COLLECTION_PRODUCTS = name;
