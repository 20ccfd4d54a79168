import type { NumberFieldProps } from 'react-admin';
import { MONEY_OPTIONS, formatMoney } from '@domain/fieldText';
import { LocaleNumberField } from '../../fields/LocaleNumberField';

/** Money is stored in paise (DESIGN section 4); staff read and type rupees. */
export const toRupees = (paise: number) => paise / 100;

/** Whole rupees without decimals (₹86,596), paise when there are some (₹57,928.12): as History and the timelines write money. */
export const RUPEES: Intl.NumberFormatOptions = MONEY_OPTIONS;

/** An amount in paise as text, in rupees as MoneyField writes them (a History value, a message's parameter). */
export const formatRupees = formatMoney;

/**
 * An amount in rupees. Apart from MoneyInput (./money.tsx) so that a list showing prices does not
 * load the form library (react-hook-form) with its input.
 */
export const MoneyField = (props: NumberFieldProps) => <LocaleNumberField {...props} transform={toRupees} options={RUPEES} />;
MoneyField.textAlign = 'right' as const;
