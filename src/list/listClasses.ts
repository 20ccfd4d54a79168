/**
 * react-admin's list class names (its ListClasses), kept for styles and tests. Spelled here: ListClasses
 * lives in react-admin's ListView module, whose imports (filter form, saved-query dialogs, react-hook-form)
 * would then load with every list instead of with the filter bar.
 */
export const LIST_CLASSES = {
  main: 'RaList-main',
  content: 'RaList-content',
  actions: 'RaList-actions',
  noActions: 'RaList-noActions',
  noResults: 'RaList-noResults',
} as const;
