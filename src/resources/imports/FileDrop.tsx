import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Typography } from '@mui/material';
import { useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';

const ACCEPT = '.csv,.tsv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Takes one file, dropped on the zone or chosen with the picker. The server judges what it holds
 * (a binary renamed .csv is refused there, in the staff member's language), so nothing is filtered here.
 */
export const FileDrop = ({ onFile, disabled, hint }: { onFile: (file: File) => void; disabled: boolean; hint: string }) => {
  const translate = useTranslate();
  const [over, setOver] = useState(false);
  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <Box
      data-testid="import-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={dropped}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 4,
        textAlign: 'center',
        bgcolor: over ? 'action.hover' : undefined,
      }}
    >
      <UploadFileIcon fontSize="large" color="action" />
      <Typography sx={{ my: 1 }}>{translate('imports.upload.drop')}</Typography>
      <Button variant="contained" component="label" disabled={disabled}>
        {translate('imports.upload.choose')}
        <input
          hidden
          type="file"
          accept={ACCEPT}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {hint}
      </Typography>
    </Box>
  );
};
