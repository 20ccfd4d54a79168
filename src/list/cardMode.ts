import { createContext, useContext } from 'react';
import type { CardLines } from '@domain/resources';

/**
 * Set by a list page (ConsoleListView) below the small breakpoint: its table (ConsoleDataTable) shows
 * cards with these lines instead, its toolbar a filter drawer, its foot a "more" button.
 */
export const ListCardMode = createContext<CardLines | 'columns' | undefined>(undefined);

/** The card lines of the list around, when it shows cards ('columns': its first two columns). */
export const useListCardMode = () => useContext(ListCardMode);

/** How a column renders inside a card: its content alone ('plain'), or as a chip when it is text ('chip'). */
export const CardCell = createContext<'plain' | 'chip' | undefined>(undefined);
