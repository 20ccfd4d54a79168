import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Box, Card, CardContent, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Button,
  Loading,
  Title,
  useCreate,
  useDataProvider,
  useGetList,
  useGetOne,
  useNotify,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { INBOUND_REASONS, OUTBOUND_REASONS, REVERSAL_REASON, REVERSIBLE_STATUSES, type StockDocumentLine } from '../../domain/stock';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { DocumentChips } from './DocumentChips';
import { DocumentLines } from './DocumentLines';
import { LabelledButton } from './LabelledButton';
import { ReverseDocumentButton } from './ReverseDocumentButton';
import { ScanLine } from './ScanLine';
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
  const notify = useNotify();
  const api = useStockApi(warehouseId);
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { data: document, refetch } = useGetOne(settings.resource, { id });
  const [update] = useUpdate();
  const [posting, setPosting] = useState(false);
  if (!document) return <Loading />;
  const lines = document.lines as StockDocumentLine[];
  const editable = document.status === 'draft';
  const save = async (data: Record<string, unknown>) => {
    try {
      await update(settings.resource, { id, data, previousData: document }, { mutationMode: 'pessimistic', returnPromise: true });
      await refetch();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const suggest = async (variant: FoundVariant): Promise<FoundShelf | null | undefined> => {
    if (kind === 'inbound') {
      const taken = lines.flatMap((line) => (line.variant_id !== variant.id && line.shelf_id ? [line.shelf_id] : []));
      const suggestion = await api.putaway(variant.id, taken);
      return suggestion && { id: suggestion.shelf_id, code: suggestion.code };
    }
    const [holding] = await api.holdings({ variant_id: variant.id });
    return holding && { id: holding.shelf_id, code: holding.shelf_code };
  };
  const post = async (name: string) => {
    setPosting(true);
    try {
      await dataProvider.action(settings.resource, { id, name });
      notify(DONE[name]!, { type: 'success' });
      onPosted();
      await refetch();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setPosting(false);
    }
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
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2">
              {translate('stock.document.number', { kind: translate(`stock.documents.${settings.resource}`), id })}
            </Typography>
            <Chip label={translate(`stock.statuses.${document.status}`)} color={editable ? 'default' : 'primary'} />
          </Stack>
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
            <LabelledButton variant="contained" size="large" sx={BIG} disabled={posting || !lines.length} onClick={() => void post(verb)} label={`stock.document.${verb}`} />
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
  const translate = useTranslate();
  const notify = useNotify();
  const warehouseId = Number(useParams().id);
  const [selected, setSelected] = useState<number>();
  const { data: warehouse } = useGetOne('warehouses', { id: warehouseId });
  const { data: open = [], refetch } = useGetList(settings.resource, {
    filter: { warehouse_id: warehouseId, status: [...settings.open] },
    sort: { field: 'id', order: 'DESC' },
    pagination: { page: 1, perPage: 50 },
  });
  const { data: posted = [], refetch: refetchPosted } = useGetList(settings.resource, {
    filter: { warehouse_id: warehouseId, status: REVERSIBLE_STATUSES[kind].filter((status) => !(settings.open as readonly string[]).includes(status)) },
    sort: { field: 'id', order: 'DESC' },
    pagination: { page: 1, perPage: 10 },
  });
  const changed = () => {
    void refetch();
    void refetchPosted();
  };
  const [create, { isPending }] = useCreate();
  const start = () =>
    create(
      settings.resource,
      { data: { warehouse_id: warehouseId, reason: settings.reasons[0] } },
      { onSuccess: (created) => (setSelected(created.id as number), void refetch()), onError: (error) => notify((error as Error).message, { type: 'error' }) },
    );
  return (
    <Box sx={{ py: 2, maxWidth: 720 }}>
      <Title title={`app.screens.${kind}-inventory`} />
      <Button component={Link} to={`/warehouses/${warehouseId}`} label="resources.warehouses.back">
        <ArrowBackIcon />
      </Button>
      <Typography variant="h5" component="h1" sx={{ my: 1 }}>
        {translate(`app.screens.${kind}-inventory`)}
        {warehouse ? ` · ${warehouse.name as string}` : ''}
      </Typography>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }} aria-label={translate('stock.document.open')} role="group">
          <LabelledButton variant="contained" size="large" sx={BIG} startIcon={<AddIcon />} onClick={() => void start()} disabled={isPending} label={settings.create} />
          <DocumentChips documents={open} selected={selected} onSelect={setSelected} />
        </Stack>
        {posted.length > 0 && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }} aria-label={translate('stock.document.recently_posted')} role="group">
            <Typography color="text.secondary">{translate('stock.document.recently_posted')}</Typography>
            <DocumentChips documents={posted} selected={selected} onSelect={setSelected} />
          </Stack>
        )}
        {!open.length && !selected && <Typography color="text.secondary">{translate('stock.document.none')}</Typography>}
        {selected && <DocumentPanel key={selected} kind={kind} id={selected} warehouseId={warehouseId} onPosted={changed} />}
      </Stack>
    </Box>
  );
};
