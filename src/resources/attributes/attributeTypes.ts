import { ATTRIBUTE_TYPES } from '@domain/taxonomy';

export const attributeTypeChoices = ATTRIBUTE_TYPES.map((type) => ({ id: type, name: `resources.attributes.types.${type}` }));
