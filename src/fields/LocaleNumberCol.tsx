import type { ReactNode } from 'react';
import { type DataTableNumberColumnProps, type NumberFieldProps, type RaRecord } from 'react-admin';
import { ConsoleDataTable } from '../list/ConsoleDataTable';
import { useIntlLocale } from '../i18n/intlLocale';
import { formatNumberValue } from './numberFormat';

/**
 * A ConsoleDataTable number column in the console language's format, right aligned. Its cells hold the text
 * alone: the cell already sets the body text's font, and a field in each (react-admin's NumberField, a
 * Typography in styled layers: six components a cell) was 300 of the 2,800 components of the product
 * list's first render, with its number, date and status columns.
 */
export const LocaleNumberCol = ({ options, transform, locales: _locales, ...props }: DataTableNumberColumnProps & Pick<NumberFieldProps, 'transform'>) => {
  const locale = useIntlLocale();
  const text = (record: RaRecord) => formatNumberValue(record[props.source], locale, options, transform) as ReactNode;
  return <ConsoleDataTable.Col {...props} align="right" render={text} />;
};
