import { useId, useState, type ReactNode } from 'react';
import { Button, Collapse, Stack, useMediaQuery, type Theme } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { TopToolbar, useTranslate } from 'react-admin';

/**
 * A record page's actions: a toolbar on a wide screen; on a phone one "Actions" button that opens
 * them one under the other, each with its name (a disclosure: the actions are buttons that open
 * dialogs, which a menu's items could not hold).
 */
export const RecordActionsBar = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!phone) return <TopToolbar sx={{ flexWrap: 'wrap' }}>{children}</TopToolbar>;
  return (
    <TopToolbar sx={{ flexDirection: 'column', alignItems: 'stretch', width: '100%' }}>
      <Button variant="outlined" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}>
        {translate('app.record_actions')}
      </Button>
      <Collapse in={open}>
        <Stack id={id} spacing={1} alignItems="flex-start" sx={{ pt: 1, '& > *': { flexWrap: 'wrap' } }}>
          {children}
        </Stack>
      </Collapse>
    </TopToolbar>
  );
};
