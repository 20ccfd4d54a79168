import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, SimpleForm, TextInput, memoryStore, type DataProvider } from 'react-admin';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { PincodeInput } from '../../src/components/PincodeInput';

const asked: string[] = [];
const dataProvider = {
  pincode: async ({ pincode }: { pincode: string }) => {
    asked.push(pincode);
    return { data: { pincode, city: 'Bengaluru Urban', district: 'Bengaluru Urban', state: 'Karnataka', country: 'IN', latitude: null, longitude: null, areas: [] } };
  },
} as unknown as DataProvider;

describe('PincodeInput', () => {
  it("fills a nested address's city and state as the sixth digit is typed, asking once", async () => {
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <SimpleForm record={{ shipping_address: { pincode: '', city: '', state: '' } }} toolbar={false}>
          <PincodeInput source="shipping_address.pincode" label="PIN" />
          <TextInput source="shipping_address.city" label="City" />
          <TextInput source="shipping_address.state" label="State" />
        </SimpleForm>
      </AdminContext>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('PIN'), '56000');
    expect(asked).toEqual([]);
    expect(screen.getByLabelText('City')).toHaveValue('');
    await user.type(screen.getByLabelText('PIN'), '1');
    expect(await screen.findByDisplayValue('Bengaluru Urban')).toBe(screen.getByLabelText('City'));
    expect(screen.getByLabelText('State')).toHaveValue('Karnataka');
    expect(asked).toEqual(['560001']);
  });
});
