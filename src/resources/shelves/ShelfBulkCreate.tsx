import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, Box, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { consolePath } from '@domain/consolePath';
import { MAX_BULK_SHELVES, shelfCodes } from '@domain/stock';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { LabelledButton } from '../../screens/stock/LabelledButton';

const rackFromQuery = (search: string) => {
  try {
    return Number((JSON.parse(new URLSearchParams(search).get('source') ?? '{}') as { rack_id?: unknown }).rack_id) || undefined;
  } catch {
    return undefined;
  }
};

/** /apps/shelfs-add/:id: shelves of a rack by a pattern, A-01 .. A-40 (one shelf: first = last). */
const ShelfBulkCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const rackId = rackFromQuery(useLocation().search);
  const [prefix, setPrefix] = useState('A-');
  const [first, setFirst] = useState(1);
  const [last, setLast] = useState(10);
  const [digits, setDigits] = useState(2);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const codes = shelfCodes({ prefix: prefix.toUpperCase(), first, last, digits });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rackId) return;
    setSaving(true);
    setError(undefined);
    try {
      const { data } = await dataProvider.action<unknown[]>('shelves', { name: 'bulk', data: { rack_id: rackId, prefix, first, last, digits } });
      notify('resources.shelves.bulk.done', { messageArgs: { smart_count: data.length } });
      navigate(consolePath('/apps/shelfs/:id', { id: rackId }));
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setSaving(false);
    }
  };
  const number = (label: string, value: number, set: (value: number) => void, min = 0) => (
    <TextField
      label={translate(label)}
      type="number"
      value={value}
      onChange={(event) => set(Number(event.target.value))}
      slotProps={{ htmlInput: { min, inputMode: 'numeric' } }}
      required
    />
  );
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title="resources.shelves.bulk.title" />
      <CardContent component="form" onSubmit={(event: FormEvent) => void submit(event)}>
        <Typography variant="h6" component="h1" gutterBottom>
          {translate('resources.shelves.bulk.title')}
        </Typography>
        <Stack spacing={2}>
          <TextField label={translate('resources.shelves.bulk.prefix')} value={prefix} onChange={(event) => setPrefix(event.target.value)} />
          <Stack direction="row" spacing={2}>
            {number('resources.shelves.bulk.first', first, setFirst)}
            {number('resources.shelves.bulk.last', last, setLast)}
            {number('resources.shelves.bulk.digits', digits, setDigits, 1)}
          </Stack>
          {codes.length > 0 && codes.length <= MAX_BULK_SHELVES && (
            <Typography color="text.secondary">
              {translate('resources.shelves.bulk.preview', { count: codes.length, first: codes[0], last: codes[codes.length - 1] })}
            </Typography>
          )}
          {error && <Alert severity="error">{error}</Alert>}
          <Box>
            <LabelledButton type="submit" variant="contained" size="large" label="resources.shelves.bulk.submit" disabled={saving || !rackId || !codes.length} />
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
};
export default ShelfBulkCreate;
