import { NumberInput, type NumberFieldProps, type NumberInputProps } from 'react-admin';
import { LocaleNumberField } from '../../fields/LocaleNumberField';

/** Money is stored in paise (DESIGN section 4); staff read and type rupees. */
const toRupees = (paise: number) => paise / 100;
const toRupeesInput = (paise: unknown) => (typeof paise === 'number' ? toRupees(paise) : paise);
const toPaise = (rupees: unknown) => (rupees === '' || rupees === null || rupees === undefined ? rupees : Math.round(Number(rupees) * 100));

/** Whole rupees without decimals (₹86,596), paise when there are some (₹57,928.12). */
const RUPEES: Intl.NumberFormatOptions = { style: 'currency', currency: 'INR', minimumFractionDigits: 2, trailingZeroDisplay: 'stripIfInteger' };

export const MoneyField = (props: NumberFieldProps) => <LocaleNumberField {...props} transform={toRupees} options={RUPEES} />;
MoneyField.textAlign = 'right' as const;

export const MoneyInput = (props: NumberInputProps) => <NumberInput {...props} format={toRupeesInput} parse={toPaise} min={0} step={100} />;
