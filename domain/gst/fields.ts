import { z } from '../zod';
import { optionalText } from '../bounds';
import { schemaMessage } from '../schemaMessages';
import { gstinProblem } from './gstin';

/** An optional GSTIN, upper-cased: '' when not given, else 15 characters of a known state whose check character holds. */
export const gstinField = () => {
  const messages = { format: schemaMessage('server.gstin_format'), state: schemaMessage('server.gstin_state'), check: schemaMessage('server.gstin_check') };
  return optionalText(
    z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .superRefine((value, context) => {
        const problem = value === '' ? null : gstinProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: messages[problem] });
      }),
  );
};

/** An optional HSN code: 4, 6 or 8 digits. */
export const hsnField = () => optionalText(z.string().trim().regex(/^([0-9]{4}|[0-9]{6}|[0-9]{8})?$/, schemaMessage('server.hsn_format')));
