import { describe, expect, it } from 'vitest';
import { getTableColumns } from 'drizzle-orm';
import { isRecordedField } from '@domain/history';
import { orders } from '../../server/db/schema';
import { en } from '../../src/resources/orders/i18n/en';
import { fr } from '../../src/resources/orders/i18n/fr';
import { de } from '../../src/resources/orders/i18n/de';
import { pt } from '../../src/resources/orders/i18n/pt';

describe('History field labels', () => {
  it.each(Object.entries({ en, fr, de, pt }))('labels every recorded field of an order in %s (no "idempotency key" read off the column)', (_language, messages) => {
    const labels: Record<string, string> = messages.resources.orders.fields;
    const missing = Object.keys(getTableColumns(orders)).filter((field) => isRecordedField(field) && !labels[field]);
    expect(missing).toEqual([]);
  });
});
