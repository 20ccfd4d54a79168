import { Card, CardContent, MenuItem, Stack, TextField } from '@mui/material';
import { Loading, useGetOne, useTranslate } from 'react-admin';
import { INBOUND_REASONS, OUTBOUND_REASONS, REVERSAL_REASON, REVERSIBLE_STATUSES, type StockDocumentLine } from '@domain/stock';
import { DocumentHeading } from './DocumentHeading';
import { DocumentLines } from './DocumentLines';
import { LabelledButton } from './LabelledButton';
import { ReverseDocumentButton } from './ReverseDocumentButton';
import { ScanLine } from './ScanLine';
import { ShopfloorScreen } from './ShopfloorScreen';
import { useDocumentWrites } from './useDocumentWrites';
import { useStockApi, type FoundShelf, type FoundVariant } from './stockApi';

export type DocumentKind = 'inbound' | 'outbound';

/** What differs between receiving and picking; the screen is the same. */
const KINDS = {
  inbound: {
    open: ['draft'],
    reasons: INBOUND_REASONS,
    suggestion: 'stock.scan.use_suggestion',
    posts: { draft: 'receive' } as Record<string, string>,
  },
  outbound: {
    open: ['draft', 'picked'],
    reasons: OUTBOUND_REASONS,
    suggestion: 'stock.scan.take_suggestion',
    posts: { draft: 'pick', picked: 'dispatch' } as Record<string, string>,
  },
} as const;

/** A kind's settings, with what is named after the kind: its documents' resource and its "new document" label. */
const settingsOf = (kind: DocumentKind) => ({ ...KINDS[kind], resource: `${kind}-documents` as const, create: `stock.document.new_${kind}` as const });

const DONE: Record<string, string> = { receive: 'stock.document.received', pick: 'stock.document.picked', dispatch: 'stock.document.dispatched' };
const BIG = { minHeight: 56, fontSize: '1.05rem' };

/** A line more of the variant on the shelf: the same line grows. */
const withLine = (lines: StockDocumentLine[], variantId: number, shelfId: number) =>
  lines.some((line) => line.variant_id === variantId && line.shelf_id === shelfId)
    ? lines.map((line) => (line.variant_id === variantId && line.shelf_id === shelfId ? { ...line, quantity: line.quantity + 1 } : line))
    : [...lines, { variant_id: variantId, shelf_id: shelfId, quantity: 1 }];

const DocumentPanel = ({ kind, id, warehouseId, onPosted }: { kind: DocumentKind; id: number; warehouseId: number; onPosted: () => void }) => {
  const settings = settingsOf(kind);
  const translate = useTranslate();
  const api = useStockApi(warehouseId);
  const { data: document, refetch } = useGetOne(settings.resource, { id });
  const { save, post, posting } = useDocumentWrites(settings.resource, document, refetch, onPosted);
  if (!document) return <Loading />;
  const lines = document.lines as StockDocumentLine[];
  const editable = document.status === 'draft';
  const suggest = async (variant: FoundVariant): Promise<FoundShelf | null | undefined> => {
    if (kind === 'inbound') {
      const taken = lines.flatMap((line) => (line.variant_id !== variant.id && line.shelf_id ? [line.shelf_id] : []));
      const suggestion = await api.putaway(variant.id, taken);
      return suggestion && { id: suggestion.shelf_id, code: suggestion.code };
    }
    const [holding] = await api.holdings({ variant_id: variant.id });
    return holding && { id: holding.shelf_id, code: holding.shelf_code };
  };
  const verb = settings.posts[document.status as string];
  const reversible = (REVERSIBLE_STATUSES[kind] as readonly string[]).includes(document.status as string) && document.reason !== REVERSAL_REASON;
  const reversed = async () => {
    onPosted();
    await refetch();
  };
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <DocumentHeading resource={settings.resource} id={id} status={document.status as string} open={editable} />
          {document.status === 'draft' && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField select label={translate('stock.document.reason')} value={document.reason} onChange={(event) => void save({ reason: event.target.value })} sx={{ minWidth: 200 }}>
                {settings.reasons.map((reason) => (
                  <MenuItem key={reason} value={reason} sx={{ minHeight: 48 }}>
                    {translate(`stock.reasons.${reason}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          )}
          {editable && <ScanLine warehouseId={warehouseId} suggest={suggest} suggestionLabel={settings.suggestion} onLine={(variant, shelf) => save({ lines: withLine(lines, variant.id, shelf.id) })} />}
          <DocumentLines lines={lines} onChange={editable ? (next) => void save({ lines: next }) : undefined} />
          {verb && (
            <LabelledButton variant="contained" size="large" sx={BIG} disabled={posting || !lines.length} onClick={() => void post(verb, DONE[verb]!)} label={`stock.document.${verb}`} />
          )}
          {reversible && <ReverseDocumentButton resource={settings.resource} id={id} onReversed={() => void reversed()} />}
        </Stack>
      </CardContent>
    </Card>
  );
};

/** /apps/inbound-inventory/:id and /apps/outbound-inventory/:id: the warehouse's open documents, one worked on at a time, for a phone. */
export const StockDocumentScreen = ({ kind }: { kind: DocumentKind }) => {
  const settings = settingsOf(kind);
  return (
    <ShopfloorScreen
      title={`app.screens.${kind}-inventory`}
      resource={settings.resource}
      filters={(warehouseId) => ({
        open: { warehouse_id: warehouseId, status: [...settings.open] },
        posted: { warehouse_id: warehouseId, status: REVERSIBLE_STATUSES[kind].filter((status) => !(settings.open as readonly string[]).includes(status)) },
      })}
      newLabel={settings.create}
      newDocument={{ reason: settings.reasons[0] }}
      panel={(id, warehouseId, onPosted) => <DocumentPanel kind={kind} id={id} warehouseId={warehouseId} onPosted={onPosted} />}
    />
  );
};
