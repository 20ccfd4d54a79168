import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { HttpError, useDataProvider, useTranslate } from 'react-admin';
import { discountPreviewSchema, type DiscountPreview } from '@domain/promotions/preview';
import { renderParams, type Phrase } from '@domain/renderMessage';
import { messageOfIssue } from '@domain/schemaMessages';
import { englishText } from '@domain/serverMessages';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';
import { useIntlLocale } from '../../../i18n/intlLocale';
import { serverMessagesReady } from '../../../providers/i18nProvider';

/** Quiet time after the last keystroke before the form is previewed again. */
export const PREVIEW_DEBOUNCE_MS = 400;

export interface SampleLine {
  variant_id: number;
  quantity: number;
}

/** The form's fields the preview reads; empty ones are left out so the server's defaults apply (or it names what is missing). */
const PREVIEWED = ['id', 'title', 'kind', 'value', 'buy_quantity', 'get_quantity', 'scope', 'scope_ids', 'min_order_value', 'min_quantity', 'priority', 'combines', 'eligibility', 'customer_tags'] as const;

export const previewBody = (values: Record<string, unknown>, sample: SampleLine[] | null) => {
  const body: Record<string, unknown> = {};
  for (const field of PREVIEWED) if (values[field] !== null && values[field] !== undefined && values[field] !== '') body[field] = values[field];
  if (sample) body.sample = sample;
  return body;
};

const useDebounced = <T,>(value: T, ms: number) => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
};

/** Each field's first issue under the schema the server parses with, as the message the server would answer, translated. */
const useSchemaIssues = (body: string): Record<string, string> | null => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  // In English the server messages load on first use; until then their English stands in.
  useEffect(() => void serverMessagesReady(), []);
  return useMemo(() => {
    const result = discountPreviewSchema.safeParse(JSON.parse(body));
    if (result.success) return null;
    const phrase: Phrase = (key, params) => translate(key, params);
    const issues: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const message = messageOfIssue(issue);
      issues[issue.path.join('.') || '_'] ??= translate(message.key, { ...renderParams(message, phrase, locale), _: englishText(message) });
    }
    return issues;
  }, [body, translate, locale]);
};

/**
 * The server's preview of the form's values (debounced, as JSON so a re-render with equal values asks
 * nothing), keeping the last answer while the next loads. Values the shared schema refuses are not sent:
 * their messages are the ones the server would answer with; `fieldErrors` holds either kind.
 */
export const useDiscountPreview = (values: Record<string, unknown>, sample: SampleLine[] | null) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const body = useDebounced(JSON.stringify(previewBody(values, sample)), PREVIEW_DEBOUNCE_MS);
  const issues = useSchemaIssues(body);
  const query = useQuery({
    queryKey: ['discount-preview', body],
    queryFn: async () => (await dataProvider.action<DiscountPreview>('discounts', { name: 'preview', data: JSON.parse(body) as Record<string, unknown> })).data,
    placeholderData: keepPreviousData,
    retry: false,
    enabled: issues === null,
  });
  const refused = query.error instanceof HttpError ? ((query.error.body as { errors?: Record<string, string> } | undefined)?.errors ?? null) : null;
  return { ...query, fieldErrors: issues ?? refused };
};
