import { Alert, Box, Button, Checkbox, FormControlLabel, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { missingFields } from '@domain/imports/columns';
import type { ImportDetail } from '@domain/imports/imports';
import { useFieldLabel } from './useFieldLabel';
import { useImportAction } from './useImportAction';

const LEFT_OUT = '';

/** Gives `field` to `column`, taking it from any other column that had it (a field is filled from one column). */
const assign = (mapping: Record<string, string>, column: string, field: string) => {
  const next = Object.fromEntries(Object.entries(mapping).filter(([other, name]) => other !== column && name !== field));
  return field === LEFT_OUT ? next : { ...next, [column]: field };
};

/**
 * The file's columns with the field each fills, as the server matched them by header (or by a
 * mapping kept for this type); each can be changed. Checking starts the dry run with this mapping.
 */
export const MappingStep = ({ record, moved }: { record: ImportDetail; moved: () => unknown }) => {
  const translate = useTranslate();
  const fieldLabel = useFieldLabel();
  const [mapping, setMapping] = useState<Record<string, string>>(record.mapping);
  const [save, setSave] = useState(false);
  const { run, pending } = useImportAction(record.id, moved);
  const missing = missingFields(mapping, record.fields);
  const optionLabel = (field: { name: string; required: boolean }) =>
    field.required ? translate('imports.mapping.required', { field: fieldLabel(field.name) }) : fieldLabel(field.name);

  return (
    <Box>
      <Typography variant="h6" component="h2">
        {translate('imports.mapping.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('imports.mapping.help')}
      </Typography>
      <Table size="small" sx={{ maxWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('imports.mapping.column')}</TableCell>
            <TableCell>{translate('imports.mapping.field')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {record.headers.map((header, column) => (
            <TableRow key={column}>
              <TableCell>{header}</TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  fullWidth
                  label={header}
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                  value={mapping[String(column)] ?? LEFT_OUT}
                  onChange={(event) => setMapping((current) => assign(current, String(column), event.target.value))}
                >
                  <MenuItem value={LEFT_OUT}>{translate('imports.mapping.none')}</MenuItem>
                  {record.fields.map((field) => (
                    <MenuItem key={field.name} value={field.name}>
                      {optionLabel(field)}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {missing.length > 0 && (
        <Alert severity="warning" sx={{ my: 1, maxWidth: 720 }}>
          {translate('imports.mapping.missing', { fields: missing.map((field) => fieldLabel(field)).join(', ') })}
        </Alert>
      )}
      <FormControlLabel control={<Checkbox checked={save} onChange={(event) => setSave(event.target.checked)} />} label={translate('imports.mapping.save')} />
      <Box sx={{ mt: 1 }}>
        <Button variant="contained" disabled={pending || missing.length > 0} onClick={() => void run('validate', { mapping, save })}>
          {translate('imports.action.check')}
        </Button>
      </Box>
    </Box>
  );
};
