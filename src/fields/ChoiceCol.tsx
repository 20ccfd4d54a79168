import { DataTable, SelectField, type DataTableColumnProps, type SelectFieldProps } from 'react-admin';

/** A DataTable column that shows the name of the record's choice (its status, type, platform…). */
export const ChoiceCol = ({ choices, ...props }: DataTableColumnProps & { source: string; choices: SelectFieldProps['choices'] }) => (
  <DataTable.Col {...props}>
    <SelectField source={props.source} choices={choices} />
  </DataTable.Col>
);
