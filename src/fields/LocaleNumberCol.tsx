import { DataTable, type DataTableNumberColumnProps } from 'react-admin';
import { LocaleNumberField } from './LocaleNumberField';

/**
 * A DataTable number column in the console language's format: DataTable.NumberCol's column (right
 * aligned) around a LocaleNumberField. Apart from LocaleNumberField so that a Datagrid page does not
 * load react-admin's DataTable with it.
 */
export const LocaleNumberCol = ({ options, locales: _locales, ...props }: DataTableNumberColumnProps) => (
  <DataTable.Col {...props} align="right">
    <LocaleNumberField source={props.source} options={options} />
  </DataTable.Col>
);
