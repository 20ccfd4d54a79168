import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { useListContext, useTranslate } from 'react-admin';

/**
 * The bulk actions of a list of cards, in a bar held at the bottom of the window while records are
 * selected: how many, a button to unselect them, and the list's bulk buttons, clear of the create
 * button react-admin floats at the window's bottom right on a phone.
 */
export const BulkBar = ({ children }: { children: ReactNode }) => {
  const { selectedIds, onUnselectItems } = useListContext();
  const translate = useTranslate();
  if (selectedIds.length === 0) return null;
  return (
    <Paper
      elevation={8}
      square
      role="toolbar"
      aria-label={translate('ra.action.bulk_actions', { smart_count: selectedIds.length })}
      className="ConsoleBulkBar"
      sx={{ position: 'sticky', bottom: 0, zIndex: 2, display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5, pl: 1, pr: 10, py: 0.5 }}
    >
      <IconButton onClick={() => onUnselectItems()} aria-label={translate('ra.action.unselect')}>
        <CloseIcon />
      </IconButton>
      <Typography variant="body2" sx={{ flex: '1 1 auto' }}>
        {translate('ra.action.bulk_actions', { smart_count: selectedIds.length })}
      </Typography>
      {children}
    </Paper>
  );
};
