import { NumberInput, type NumberInputProps } from 'react-admin';
import { toRupees } from './moneyField';

export { MoneyField } from './moneyField';

/** Money is stored in paise (DESIGN section 4); staff read and type rupees. */
const toRupeesInput = (paise: unknown) => (typeof paise === 'number' ? toRupees(paise) : paise);
const toPaise = (rupees: unknown) => (rupees === '' || rupees === null || rupees === undefined ? rupees : Math.round(Number(rupees) * 100));

/** Rupees to the paisa: a step of 100 made the browser refuse ₹1,234.50 (and block Save with a tooltip of its own). */
export const MoneyInput = (props: NumberInputProps) => <NumberInput {...props} format={toRupeesInput} parse={toPaise} min={0} step={0.01} />;
