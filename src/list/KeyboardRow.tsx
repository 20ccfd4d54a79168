import { forwardRef, memo, useCallback, type KeyboardEvent } from 'react';
import {
  DataTableBody,
  DataTableRow,
  useDataTableCallbacksContext,
  useResourceDefinition,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';

/** The row's own ring drawn inside it: the table's wrapper scrolls sideways and would cut one outside. */
const ringInside = { '&:focus-visible': { outlineOffset: -3 } } as const;

/**
 * react-admin's DataTableRow as a stop of Tab's when a click on it opens something (rowClick, else
 * the record's page): Enter on the row does what its click does (react-admin's own handler).
 */
export const KeyboardRow = memo(
  forwardRef<HTMLTableRowElement, DataTableRowProps>(function KeyboardRow({ sx, ...props }, ref) {
    const { rowClick } = useDataTableCallbacksContext();
    const { hasShow, hasEdit } = useResourceDefinition();
    const opens = rowClick === undefined ? Boolean(hasShow || hasEdit) : rowClick !== false;
    const onKeyDown = useCallback((event: KeyboardEvent<HTMLTableRowElement>) => {
      // Only the row's own Enter: a check box or button inside it keeps its own.
      if (event.key === 'Enter' && event.target === event.currentTarget) event.currentTarget.click();
    }, []);
    return (
      <DataTableRow
        ref={ref}
        {...props}
        tabIndex={opens ? 0 : undefined}
        onKeyDown={opens ? onKeyDown : undefined}
        sx={[ringInside, ...(Array.isArray(sx) ? sx : [sx])]}
      />
    );
  }),
);

/** react-admin's DataTableBody with the console's KeyboardRow: DataTable's documented `body` prop takes it. */
export const KeyboardBody = memo(
  forwardRef<HTMLTableSectionElement, DataTableBodyProps>(function KeyboardBody(props, ref) {
    return <DataTableBody ref={ref} {...props} row={KeyboardRow} />;
  }),
);
