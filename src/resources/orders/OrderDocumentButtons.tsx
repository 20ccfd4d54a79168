import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, Stack, Tooltip } from '@mui/material';
import { useRecordContext, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { useFileDownload } from '../../components/useFileDownload';

const DOCUMENTS = [
  { name: 'invoice', label: 'order_documents.invoice', help: 'order_documents.invoice_help' },
  { name: 'packing-slip', label: 'order_documents.packing_slip', help: 'order_documents.packing_slip_help' },
] as const;

/**
 * The order's invoice and packing slip as PDF, made by the server in the staff member's language.
 * The order is `id`, or the record in context (an order view), read again after an invoice: the first one issues its number.
 */
export const OrderDocumentButtons = ({ id }: { id?: Identifier }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const refresh = useRefresh();
  const { download, busy } = useFileDownload('orders');
  const orderId = id ?? record?.id;
  if (orderId === undefined) return null;
  return (
    <Stack direction="row" spacing={1}>
      {DOCUMENTS.map((document) => (
        <Tooltip key={document.name} title={translate(document.help)}>
          <span>
            <Button size="small" startIcon={<PictureAsPdfIcon />} disabled={busy !== undefined} onClick={() => void download({ id: orderId, name: document.name }).then(() => document.name === 'invoice' && refresh())}>
              {translate(document.label)}
            </Button>
          </span>
        </Tooltip>
      ))}
    </Stack>
  );
};
