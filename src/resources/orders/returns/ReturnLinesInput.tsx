import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { NumberInput, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { FieldError } from '../../../forms/zodValidator';
import { remainingOf, type ReturnableLine } from './returnForm';

const t = (field: string) => `resources.return-orders.fields.${field}`;

/** The order's lines, each with the pieces to take back: at most those bought and not yet returned. */
export const ReturnLinesInput = ({ lines }: { lines: readonly ReturnableLine[] }) => {
  const translate = useTranslate();
  const problem = useFormState({ name: 'lines' }).errors.lines as Partial<FieldError> | undefined;
  return (
    <>
      <Table size="small" aria-label={translate(t('lines'))}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(t('sku'))}</TableCell>
            <TableCell>{translate(t('title'))}</TableCell>
            <TableCell align="right">{translate(t('bought'))}</TableCell>
            <TableCell align="right">{translate(t('returned'))}</TableCell>
            <TableCell>{translate(t('quantity'))}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, index) => (
            <TableRow key={line.id}>
              <TableCell>{line.sku}</TableCell>
              <TableCell>{line.title}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{line.returned_quantity}</TableCell>
              <TableCell sx={{ minWidth: 140 }}>
                <NumberInput
                  source={`lines.${index}.quantity`}
                  label={false}
                  inputProps={{ 'aria-label': translate('resources.return-orders.quantity_of', { sku: line.sku }) }}
                  min={0}
                  max={remainingOf(line)}
                  step={1}
                  disabled={remainingOf(line) === 0}
                  helperText={translate('resources.return-orders.left', { smart_count: remainingOf(line) })}
                  size="small"
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {typeof problem?.message === 'string' && (
        <Typography role="alert" color="error" variant="body2">
          {translate(problem.message, problem.args)}
        </Typography>
      )}
    </>
  );
};
