import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { AdminContext, ResourceContextProvider, SimpleForm, TextInput, memoryStore } from 'react-admin';
import { variantUpdateSchema } from '@domain/catalogue';
import { useZodValidator } from '../../src/forms/zodValidator';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { MoneyInput } from '../../src/resources/variants/money';

// No handlers: what the tests see comes from the form alone.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** The variant form's money and barcode inputs, checked with the variant schema as the form is. */
const Form = ({ saved }: { saved: (values: Record<string, unknown>) => void }) => {
  const validate = useZodValidator(variantUpdateSchema);
  return (
    <SimpleForm validate={validate} onSubmit={saved} record={{ id: 1, mrp: 99900, price: 49900 }}>
      <TextInput source="barcode" />
      <MoneyInput source="mrp" />
      <MoneyInput source="price" />
    </SimpleForm>
  );
};

describe('the variant form’s money and barcode', { timeout: 30_000 }, () => {
  it('saves a price in paise (₹499.50) and says a barcode’s check digit is wrong', async () => {
    const saved: Record<string, unknown>[] = [];
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <ResourceContextProvider value="variants">
          <Form saved={(values) => saved.push(values)} />
        </ResourceContextProvider>
      </AdminContext>,
    );
    const user = userEvent.setup({ delay: null });
    const price = await screen.findByRole('spinbutton', { name: 'Price (₹)' });
    await user.clear(price);
    await user.type(price, '499.50');
    // The browser's own check: a step of 100 made it refuse this and block Save with its tooltip.
    expect(price).toBeValid();
    await user.click(screen.getByRole('textbox', { name: 'Barcode' }));
    await user.paste('4006381333932');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Wrong check digit for this EAN-13 barcode: the last digit should be 1')).toBeVisible();
    expect(saved).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Barcode' }));
    await user.paste('4006381333931');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ barcode: '4006381333931', mrp: 99900, price: 49950 });
  });
});
