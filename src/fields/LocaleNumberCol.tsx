import { DataTable, type DataTableNumberColumnProps } from 'react-admin';
import { useIntlLocale } from '../i18n/intlLocale';

/**
 * A DataTable number column in the console language's format. Apart from LocaleNumberField so that
 * a Datagrid page (the product list) does not load react-admin's DataTable with it.
 */
export const LocaleNumberCol = (props: DataTableNumberColumnProps) => {
  const locales = useIntlLocale();
  return <DataTable.NumberCol {...props} locales={locales} />;
};
