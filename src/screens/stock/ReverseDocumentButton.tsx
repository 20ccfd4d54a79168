import { useState } from 'react';
import UndoIcon from '@mui/icons-material/Undo';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { LabelledButton } from './LabelledButton';

/**
 * Reverses a posted document (after a confirmation): the server posts the opposite document with
 * the same lines; a reversal the stock no longer allows is refused and its message shown.
 */
export const ReverseDocumentButton = ({ resource, id, onReversed }: { resource: string; id: number; onReversed: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const reverse = async () => {
    setPending(true);
    try {
      const { data } = await dataProvider.action<{ reversal_document_id: number }>(resource, { id, name: 'reverse' });
      notify(translate('stock.document.reversed', { id: data.reversal_document_id }), { type: 'success' });
      onReversed();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };
  return (
    <>
      <LabelledButton variant="outlined" color="warning" size="large" sx={{ minHeight: 56 }} startIcon={<UndoIcon />} onClick={() => setOpen(true)} label="stock.document.reverse" />
      <Confirm
        isOpen={open}
        loading={pending}
        title={translate('stock.document.reverse_title', { id })}
        content="stock.document.reverse_content"
        confirm="stock.document.reverse"
        confirmColor="warning"
        onConfirm={() => void reverse()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
