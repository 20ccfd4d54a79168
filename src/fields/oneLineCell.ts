/** A DataTable column's `cellSx` for numbers, SKUs and dates, which break at their hyphens otherwise. */
export const oneLineCell = () => ({ whiteSpace: 'nowrap' }) as const;
