import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { SmallTable } from '../../src/components/SmallTable';
import { i18nProvider } from '../../src/providers/i18nProvider';

const issues = [
  { id: 1, sku: 'EK-1', code: '123' },
  { id: 2, sku: 'EK-2', code: '456' },
];

const renderTable = (rowActions?: (issue: (typeof issues)[number]) => string) =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <SmallTable
        label="Label issues"
        rows={issues}
        rowKey={(issue) => issue.id}
        columns={[
          { header: 'resources.variants.fields.sku', cell: (issue) => issue.sku },
          { header: 'labels.code', cell: (issue) => issue.code },
        ]}
        rowActions={rowActions}
      />
    </AdminContext>,
  );

describe('SmallTable', () => {
  it('titles its columns in the console’s language and shows a row a record', async () => {
    renderTable();
    const table = await screen.findByRole('table', { name: 'Label issues' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['SKU', 'Code']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['EK-1', '123'],
      ['EK-2', '456'],
    ]);
  });

  it('ends each row with its actions, in an untitled column', async () => {
    renderTable((issue) => `Fix ${issue.sku}`);
    const table = await screen.findByRole('table', { name: 'Label issues' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['SKU', 'Code', '']);
    expect(within(within(table).getAllByRole('row')[2]!).getAllByRole('cell').at(-1)).toHaveTextContent('Fix EK-2');
  });
});
