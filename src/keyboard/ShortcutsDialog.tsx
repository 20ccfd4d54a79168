import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SHORTCUTS } from './shortcuts';

/** A key as a key cap. */
const Key = ({ name }: { name: string }) => (
  <Box component="kbd" sx={{ px: 0.75, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
    {name}
  </Box>
);

/** The `?` dialog: every shortcut of the console, what it does and where. */
export const ShortcutsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="shortcuts-title" fullWidth maxWidth="sm">
      <DialogTitle id="shortcuts-title">{translate('app.keyboard.title')}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby="shortcuts-title">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.keyboard.keys')}</TableCell>
              <TableCell>{translate('app.keyboard.action')}</TableCell>
              <TableCell>{translate('app.keyboard.where')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {SHORTCUTS.map(({ keys, label, where }) => (
              <TableRow key={keys.join('+')}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {keys.map((key, index) => (
                    <span key={key}>
                      {index > 0 && ' + '}
                      <Key name={key} />
                    </span>
                  ))}
                </TableCell>
                <TableCell>{translate(label)}</TableCell>
                <TableCell>{translate(where)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
