import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { ValidationMessageKey } from '../../domain/serverMessages';
import { ALPHANUMERIC_SPACES_COMMAS, IFSC_CODE, PAN_CARD } from '../../domain/validators';

type Issue = z.core.$ZodIssue;
type Translated = { message: string; args: Record<string, unknown> };

/** The spec's three validators, recognised by their pattern in a zod issue. */
const SPEC_PATTERNS: [string, ValidationMessageKey][] = [
  [ALPHANUMERIC_SPACES_COMMAS.toString(), 'alphanumeric'],
  [PAN_CARD.toString(), 'pan'],
  [IFSC_CODE.toString(), 'ifsc'],
];

/**
 * A zod issue as a react-admin translatable message: the spec validators' own messages with the
 * field's translated label, react-admin's standard ones for length and email, and the resource's
 * `validation.<field>` key for the remaining formats.
 */
const toMessage = (issue: Issue, field: string, label: string, resource: string): Translated => {
  const args = { field: label };
  if (issue.code === 'invalid_format' && issue.format === 'regex') {
    const spec = SPEC_PATTERNS.find(([pattern]) => pattern === issue.pattern);
    if (spec) return { message: `validation.${spec[1]}`, args };
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') return { message: 'ra.validation.email', args };
  if (issue.code === 'too_small' && Number(issue.minimum) > 1) return { message: 'ra.validation.minLength', args: { min: issue.minimum } };
  if (issue.code === 'too_big') return { message: 'ra.validation.maxLength', args: { max: issue.maximum } };
  if (issue.code === 'too_small' || issue.code === 'invalid_type') return { message: 'ra.validation.required', args };
  return { message: `resources.${resource}.validation.${field}`, args };
};

/** A form-level `validate` for react-admin forms from a shared zod schema, with translated messages. */
export const useZodValidator = (schema: z.ZodType, resource: string) => {
  const translate = useTranslate();
  return useCallback(
    (values: Record<string, unknown>) => {
      const result = schema.safeParse(values);
      if (result.success) return {};
      const errors: Record<string, Translated> = {};
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '');
        errors[field] ??= toMessage(issue, field, translate(`resources.${resource}.fields.${field}`), resource);
      }
      return errors;
    },
    [schema, resource, translate],
  );
};
