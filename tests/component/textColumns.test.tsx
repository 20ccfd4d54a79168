import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AdminContext, DataTable, ListContextProvider, RecordContextProvider, ResourceContextProvider, SelectField, memoryStore, useList } from 'react-admin';
import { ChoiceCol } from '../../src/fields/ChoiceCol';
import { LocaleDateCol } from '../../src/fields/LocaleDateCol';
import { LocaleDateField } from '../../src/fields/LocaleDateField';
import { LocaleNumberCol } from '../../src/fields/LocaleNumberCol';
import { LocaleNumberField } from '../../src/fields/LocaleNumberField';
import { productStatusChoices } from '../../src/resources/products/catalogueChoices';
import { MoneyCol } from '../../src/resources/variants/MoneyCol';
import { MoneyField } from '../../src/resources/variants/moneyField';
import { i18nProvider } from '../../src/providers/i18nProvider';

const variant = { id: 1, stock: 1234567, price: 11684200, cost: 5792812, joined: '2026-11-03', created_at: '2026-11-20T10:47:08Z', expires_at: null, status: 'active' };

/** The fields a record's page shows, in the order of the table's columns. */
const fields = [
  <LocaleNumberField key="stock" source="stock" />,
  <MoneyField key="price" source="price" />,
  <MoneyField key="cost" source="cost" />,
  <LocaleDateField key="joined" source="joined" />,
  <LocaleDateField key="created_at" source="created_at" showTime />,
  <LocaleDateField key="expires_at" source="expires_at" />,
  <SelectField key="status" source="status" choices={productStatusChoices} />,
];

const Table = () => {
  const list = useList({ data: [variant] });
  return (
    <ListContextProvider value={list}>
      <DataTable bulkActionButtons={false}>
        <LocaleNumberCol source="stock" />
        <MoneyCol source="price" />
        <MoneyCol source="cost" />
        <LocaleDateCol source="joined" />
        <LocaleDateCol source="created_at" showTime />
        <LocaleDateCol source="expires_at" />
        <ChoiceCol source="status" choices={productStatusChoices} />
      </DataTable>
    </ListContextProvider>
  );
};

const renderIn = (locale: string) =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <ResourceContextProvider value="variants">
        <Table />
        <RecordContextProvider value={variant}>
          {fields.map((field) => (
            <p key={field.key} data-testid="field">
              {field}
            </p>
          ))}
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );

describe("a list's text columns", () => {
  it.each(['en', 'fr', 'de', 'pt'])('read in %s as the fields of a record page do, without a field component in the cell', async (locale) => {
    renderIn(locale);
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(screen.getAllByTestId('field').map((field) => field.textContent));
    expect(cells.map((cell) => cell.textContent)).toContain('—');
    expect(cells.every((cell) => cell.textContent !== '')).toBe(true);
    for (const cell of cells) expect(cell.children).toHaveLength(0);
  });
});
