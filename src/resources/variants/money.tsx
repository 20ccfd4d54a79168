import { NumberField, NumberInput, type NumberFieldProps, type NumberInputProps } from 'react-admin';

/** Money is stored in paise (DESIGN section 4); staff read and type rupees. */
const toRupees = (paise: number) => paise / 100;
const toRupeesInput = (paise: unknown) => (typeof paise === 'number' ? toRupees(paise) : paise);
const toPaise = (rupees: unknown) => (rupees === '' || rupees === null || rupees === undefined ? rupees : Math.round(Number(rupees) * 100));

export const MoneyField = (props: NumberFieldProps) => (
  <NumberField {...props} transform={toRupees} locales="en-IN" options={{ style: 'currency', currency: 'INR', maximumFractionDigits: 0 }} />
);

export const MoneyInput = (props: NumberInputProps) => <NumberInput {...props} format={toRupeesInput} parse={toPaise} min={0} step={100} />;
