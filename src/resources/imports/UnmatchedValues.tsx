import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { ImportDetail } from '@domain/imports/imports';
import type { UnmatchedField, UnmatchedValue } from '@domain/imports/unmatched';
import { SmallTable } from '../../components/SmallTable';
import { useFieldLabel } from './useFieldLabel';
import { useImportAction } from './useImportAction';

/** Where the records a value may be mapped to are listed; colours are the colour attribute's values. */
const TARGETS: Record<Exclude<UnmatchedField, 'product'>, string> = { condition: 'conditions', brand: 'brands', category: 'categories', colour: 'attributes' };

/** The records (or listed colours) a value may stand for, by name. */
const useTargets = (field: Exclude<UnmatchedField, 'product'>) => {
  const colour = field === 'colour';
  const { data = [] } = useGetList<{ id: number; name: string; values?: string[] }>(TARGETS[field], {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
    filter: colour ? { code: 'colour' } : {},
  });
  return colour ? (data[0]?.values ?? []).map((value) => ({ id: value, name: value })) : data.map(({ id, name }) => ({ id, name }));
};

type Resolution = 'created' | 'mapped';

/** Create a record named as the value, or map the value to an existing one. */
const ResolveActions = ({ record, item, onResolved }: { record: ImportDetail; item: UnmatchedValue & { field: Exclude<UnmatchedField, 'product'> }; onResolved: (how: Resolution) => void }) => {
  const translate = useTranslate();
  const { run, pending } = useImportAction(record.id, () => undefined);
  const targets = useTargets(item.field);
  const [target, setTarget] = useState<string>('');
  const labelId = useId();
  const resolve = async (how: Resolution) => {
    const chosen = item.field === 'colour' ? { target } : { target_id: Number(target) };
    if (await run('resolve', { field: item.field, value: item.value, ...(how === 'created' ? { create: true } : chosen) })) onResolved(how);
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <Button size="small" variant="outlined" disabled={pending} onClick={() => void resolve('created')}>
        {translate('imports.unmatched.create', { value: item.value })}
      </Button>
      <TextField
        select
        size="small"
        id={labelId}
        label={translate('imports.unmatched.map_to')}
        value={target}
        onChange={(event) => setTarget(event.target.value)}
        fullWidth={false}
        sx={{ width: 200 }}
      >
        {targets.map((option) => (
          <MenuItem key={option.id} value={String(option.id)}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      <Button size="small" disabled={pending || !target} onClick={() => void resolve('mapped')}>
        {translate('imports.unmatched.map')}
      </Button>
    </Stack>
  );
};

/**
 * The dry run's values that matched nothing, each once with the rows it holds up: created or mapped
 * here (a condition, brand, category or colour), then the file is checked again.
 */
export const UnmatchedValues = ({ record, moved }: { record: ImportDetail; moved: () => unknown }) => {
  const translate = useTranslate();
  const fieldLabel = useFieldLabel();
  const { run, pending } = useImportAction(record.id, moved);
  const [resolved, setResolved] = useState<Record<string, Resolution>>({});
  const keyOf = (item: UnmatchedValue) => `${item.field}:${item.value}`;
  return (
    <Box sx={{ my: 2 }}>
      <Typography variant="h6" component="h2">
        {translate('imports.unmatched.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('imports.unmatched.help')}
      </Typography>
      <SmallTable
        label={translate('imports.unmatched.title')}
        rows={record.unmatched}
        rowKey={keyOf}
        columns={[
          { header: 'imports.errors.column', cell: (item) => fieldLabel(item.field) },
          { header: 'imports.errors.value', cell: (item) => item.value },
          {
            header: 'imports.unmatched.rows',
            cell: (item) => translate('imports.unmatched.rows_held', { smart_count: item.rows, first: item.first_rows.join(', ') + (item.rows > item.first_rows.length ? ', …' : '') }),
          },
        ]}
        rowActions={(item) =>
          resolved[keyOf(item)] ? (
            <Typography variant="body2">{translate(`imports.unmatched.${resolved[keyOf(item)]}`)}</Typography>
          ) : item.resolvable && item.field !== 'product' ? (
            <ResolveActions record={record} item={{ ...item, field: item.field }} onResolved={(how) => setResolved((done) => ({ ...done, [keyOf(item)]: how }))} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('imports.unmatched.in_file')}
            </Typography>
          )
        }
      />
      {Object.keys(resolved).length > 0 && (
        <Button variant="contained" sx={{ mt: 1 }} disabled={pending} onClick={() => void run('validate', { mapping: record.mapping })}>
          {translate('imports.unmatched.recheck')}
        </Button>
      )}
    </Box>
  );
};
