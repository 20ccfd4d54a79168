import { SCRIPT_PLACEMENTS, STOREFRONT_PAGES } from '@domain/scripts';

/** Choices of the scripts' enumerations, labelled by their messages. */
export const placementChoices = SCRIPT_PLACEMENTS.map((id) => ({ id, name: `resources.scripts.placements.${id}` }));
export const pageChoices = STOREFRONT_PAGES.map((id) => ({ id, name: `resources.scripts.pages.${id}` }));
