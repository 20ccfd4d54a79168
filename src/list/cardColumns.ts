import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { CardLines } from '@domain/resources';

type ColumnElement = ReactElement<{ source?: string; label?: unknown; children?: ReactNode }>;

/** A table's column elements, fragments and absent ones (`{offline && <Col/>}`) taken out. */
export const columnElements = (children: ReactNode): ColumnElement[] =>
  Children.toArray(children).flatMap((child) => {
    if (!isValidElement<{ children?: ReactNode }>(child)) return [];
    return child.type === Fragment ? columnElements(child.props.children) : [child as ColumnElement];
  });

/** A column's name in a card's lines: its source, or its label when it has none. */
const nameOf = (column: ColumnElement) => column.props.source ?? (typeof column.props.label === 'string' ? column.props.label : undefined);

/** The column a card's entry names. */
export const findColumn = (columns: readonly ColumnElement[], name: string | undefined) =>
  name === undefined ? undefined : columns.find((column) => nameOf(column) === name);

/** The card's lines: the resource table's, or the first two named columns of a list it gives none. */
export const cardLinesOf = (columns: readonly ColumnElement[], lines: CardLines | 'columns'): CardLines => {
  if (lines !== 'columns') return lines;
  const names = columns.map(nameOf).filter((name): name is string => name !== undefined);
  return { lines: [names[0] ?? '', names[1] ?? ''] };
};
