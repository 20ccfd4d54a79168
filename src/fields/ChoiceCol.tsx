import { useTranslate, type DataTableColumnProps, type RaRecord } from 'react-admin';
import { ConsoleDataTable } from '../list/ConsoleDataTable';

/** A choice as SelectField reads it: `id` its value, `name` an i18n key (or the text itself). */
interface Choice {
  id: string | number;
  name: string;
}

/**
 * A ConsoleDataTable column that shows the name of the record's choice (its status, type, platform…), in the
 * console's language. Its cells hold the text alone (see LocaleNumberCol).
 */
export const ChoiceCol = ({ choices, ...props }: DataTableColumnProps & { source: string; choices: readonly Choice[] }) => {
  const translate = useTranslate();
  const text = (record: RaRecord) => {
    const choice = choices.find(({ id }) => id === record[props.source]);
    return choice ? translate(choice.name, { _: choice.name }) : null;
  };
  return <ConsoleDataTable.Col {...props} render={text} />;
};
