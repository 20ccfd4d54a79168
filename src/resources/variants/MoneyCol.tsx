import type { DataTableNumberColumnProps } from 'react-admin';
import { LocaleNumberCol } from '../../fields/LocaleNumberCol';
import { RUPEES, toRupees } from './moneyField';

/** A ConsoleDataTable column of amounts in rupees, as MoneyField writes them, its cells holding the text alone. */
export const MoneyCol = (props: Omit<DataTableNumberColumnProps, 'options'>) => <LocaleNumberCol {...props} transform={toRupees} options={RUPEES} />;
