import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import type { TimelineEvent } from '@domain/labels';
import { TimelineList } from '../../src/screens/variant-tracking/TimelineList';
import { i18nProvider } from '../../src/providers/i18nProvider';

const asha = { actor_id: 1, actor_name: 'Asha Menon' };
const events: TimelineEvent[] = [
  { source: 'history', at: '2026-10-31T19:00:00.000Z', ...asha, action: 'create', changes: { sku: [null, 'KU-1'] }, origin: { import_id: 3, file_name: 'supplier.csv', row: 14 } },
  { source: 'history', at: '2026-11-02T10:00:00.000Z', ...asha, action: 'update', changes: { price: [129_900, 99_950], status: ['draft', 'in_review'] } },
  // As the label run records it: the format and how many labels, facts with no value before.
  { source: 'history', at: '2026-11-03T10:00:00.000Z', ...asha, action: 'labels_printed', changes: { format: [null, 'pdf'], count: [null, 2] } },
];

afterEach(() => i18nProvider.changeLocale('en'));

const renderIn = async (locale: 'en' | 'fr') => {
  await i18nProvider.changeLocale(locale);
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <TimelineList events={events} />
    </AdminContext>,
  );
};

const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

describe('the variant timeline', () => {
  it.each([
    ['en', 'Timeline', 'from supplier.csv, row 14', 'Price (₹): ₹1,299 → ₹999.50', 'Variant status: Draft → In review', 'Labels printed by Asha Menon', 'Label format: PDF label sheets', /^01\/11\/2026/],
    ['fr', 'Historique', 'depuis supplier.csv, ligne 14', 'Prix (₹) : 1 299 ₹ → 999,50 ₹', 'Statut de la variante : Brouillon → En revue', 'Étiquettes imprimées par Asha Menon', 'Format d’étiquette : Planches d’étiquettes PDF', /^01\/11\/2026/],
  ] as const)('in %s: the import that made it, before and after of each change, label printings, days in India', async (locale, name, origin, price, status, printed, format, day) => {
    await renderIn(locale);
    const timeline = await screen.findByRole('list', { name });
    const items = within(timeline).getAllByRole('listitem').filter((item) => item.parentElement === timeline);
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(origin);
    expect(within(items[0]!).getByText(day)).toBeVisible();
    const changed = within(items[1]!).getAllByRole('listitem').map((line) => plain(line.textContent));
    expect(changed).toEqual([price, status]);
    expect(items[2]).toHaveTextContent(printed);
    expect(plain(within(items[2]!).getAllByRole('listitem')[0]!.textContent)).toBe(format);
  });
});
