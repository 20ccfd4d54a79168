import { type DataTableColumnProps, type RaRecord } from 'react-admin';
import { ConsoleDataTable } from '../list/ConsoleDataTable';
import { useIntlLocale } from '../i18n/intlLocale';
import { formatDateValue } from './dateFormat';

/**
 * A ConsoleDataTable column of dates (with `showTime`, dates and times) in the console language's format, as
 * LocaleDateField writes them; an empty one shows a dash. Its cells hold the text alone (see LocaleNumberCol).
 */
export const LocaleDateCol = ({ showTime, ...props }: DataTableColumnProps & { source: string; showTime?: boolean }) => {
  const locale = useIntlLocale();
  const text = (record: RaRecord) => formatDateValue(record[props.source], locale, showTime) ?? '—';
  return <ConsoleDataTable.Col {...props} render={text} />;
};
