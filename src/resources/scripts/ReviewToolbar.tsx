import { useState } from 'react';
import DifferenceIcon from '@mui/icons-material/Difference';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { DeleteButton, SaveButton, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { DiffView } from './DiffView';

/** The edit page's toolbar: saving goes through the diff of the code against the live version. */
export const ReviewToolbar = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { getValues } = useFormContext();
  const version = record?.version as number | undefined;
  // Open for the version it was opened on: a save gives the record its next version, which closes it.
  const [openedOn, setOpenedOn] = useState<number>();
  const open = openedOn !== undefined && openedOn === version;
  const setOpen = (opening: boolean) => setOpenedOn(opening ? version : undefined);
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <Button variant="contained" startIcon={<DifferenceIcon />} onClick={() => setOpen(true)}>
        {translate('resources.scripts.diff.review')}
      </Button>
      <DeleteButton mutationMode="pessimistic" />
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" fullWidth aria-labelledby="script-diff-title">
        <DialogTitle id="script-diff-title">{translate('resources.scripts.diff.title', { number: record?.version ?? '' })}</DialogTitle>
        <DialogContent>{open && <DiffView before={String(record?.code ?? '')} after={String(getValues('code') ?? '')} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          {/* Outside the form element (a portal): a button that submits through the form context. */}
          <SaveButton type="button" alwaysEnable />
        </DialogActions>
      </Dialog>
    </Toolbar>
  );
};
