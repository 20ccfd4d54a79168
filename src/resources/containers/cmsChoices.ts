import { CMS_PLATFORMS, CONTENT_TYPES, SECTION_TYPES } from '@domain/cms';

/** Choices of the CMS's enumerations, labelled by the containers', sections' and contents' messages. */
export const platformChoices = CMS_PLATFORMS.map((id) => ({ id, name: `resources.containers.platforms.${id}` }));
export const sectionTypeChoices = SECTION_TYPES.map((id) => ({ id, name: `resources.sections.types.${id}` }));
export const contentTypeChoices = CONTENT_TYPES.map((id) => ({ id, name: `resources.contents.types.${id}` }));
