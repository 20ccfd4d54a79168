/**
 * The `meta` of a list call for a filter's or picker's choices: the records' own columns, without the
 * counts and sums their list page shows, which on a big catalogue take the server a second (dataProvider.ts).
 */
export const CHOICES_VIEW = { view: 'choices' } as const;
