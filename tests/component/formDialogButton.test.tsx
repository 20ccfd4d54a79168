import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BlockIcon from '@mui/icons-material/Block';
import { AdminContext, HttpError, Notification, TextInput, memoryStore } from 'react-admin';
import { FormDialogButton, type FormDialogButtonProps } from '../../src/components/FormDialogButton';
import { refusalAt } from '../../src/components/refusalAt';
import { i18nProvider } from '../../src/providers/i18nProvider';

const renderButton = (props: Partial<FormDialogButtonProps> & Pick<FormDialogButtonProps, 'onSubmit'>, onRowClick = () => undefined) =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      {/* A row that opens on a click, as a table's. */}
      <div onClick={onRowClick}>
        <FormDialogButton label="resources.credit-notes.void" icon={<BlockIcon />} title="Void credit note CN-7" record={{ reason: '' }} {...props}>
          <TextInput source="reason" label="resources.credit-notes.fields.void_reason" />
        </FormDialogButton>
      </div>
      <Notification />
    </AdminContext>,
  );

/** Opens the dialog, types a reason and saves: the dialog, for what it shows next. */
const submitReason = async (reason: string) => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Void' }));
  const dialog = await screen.findByRole('dialog', { name: 'Void credit note CN-7' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason for voiding' }), reason);
  await user.click(within(dialog).getByRole('button', { name: 'Void' }));
  return dialog;
};

describe('FormDialogButton', () => {
  it('keeps the dialog open on field errors, then closes it and says the change is done', async () => {
    const onSubmit = vi.fn((values: Record<string, unknown>) => (values.reason === 'no' ? { reason: 'Say why' } : undefined));
    renderButton({ onSubmit, done: { message: 'resources.credit-notes.voided', messageArgs: { number: 'CN-7' } } });
    const dialog = await submitReason('no');
    expect(await within(dialog).findByText('Say why')).toBeVisible();

    const user = userEvent.setup();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for voiding' }), 'pe');
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(await screen.findByText('Credit note CN-7 is void')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Void credit note CN-7' })).not.toBeInTheDocument());
    expect(onSubmit).toHaveBeenLastCalledWith({ reason: 'nope' });
  });

  it('shows a refusal’s field errors at the fields and any other refusal as a notification', async () => {
    const refusals = [
      new HttpError('Refused', 422, { errors: { reason: 'Too short' } }),
      new HttpError('The note is already void', 409, {}),
    ];
    renderButton({ onSubmit: async () => Promise.reject(refusals.shift()) });
    const dialog = await submitReason('x');
    expect(await within(dialog).findByText('Too short')).toBeVisible();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(await screen.findByText('The note is already void')).toBeVisible();
    expect(dialog).toBeInTheDocument();
  });

  it('shows a refusal naming no field at the one field refusalAt names', async () => {
    renderButton({ onSubmit: async () => Promise.reject(new HttpError('No such parent', 422, {})), refusal: refusalAt('reason') });
    const dialog = await submitReason('x');
    expect(await within(dialog).findByText('No such parent')).toBeVisible();
  });

  it('keeps its clicks and its dialog’s from the row it is in, when asked', async () => {
    const onRowClick = vi.fn();
    renderButton({ onSubmit: () => undefined, stopPropagation: true }, onRowClick);
    const dialog = await submitReason('x');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(onRowClick).not.toHaveBeenCalled();
  });
});

describe('refusalAt', () => {
  it('prefers the server’s field errors and leaves failures that are no refusal to the caller', () => {
    expect(refusalAt('parent_id')(new HttpError('Refused', 422, { errors: { name: 'Taken' } }))).toEqual({ name: 'Taken' });
    expect(refusalAt('parent_id')(new HttpError('Inside its own branch', 422, {}))).toEqual({ parent_id: 'Inside its own branch' });
    expect(() => refusalAt('parent_id')(new TypeError('Failed to fetch'))).toThrow('Failed to fetch');
  });
});
