import type { ChangeEvent } from 'react';
import { Box, Button, IconButton, Stack } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import UploadIcon from '@mui/icons-material/Upload';
import { Labeled, useInput, useNotify, useTranslate } from 'react-admin';
import { UploadProgress } from '../../components/UploadProgress';
import { useUpload } from '../../providers/useUpload';
import { THUMBNAIL_SX } from './ImagesField';

/** The images of a product or variant: thumbnails, upload through the media base, remove. */
export const ImagesInput = ({ source = 'images' }: { source?: string }) => {
  const { field } = useInput({ source, defaultValue: [] });
  const upload = useUpload();
  const notify = useNotify();
  const translate = useTranslate();
  const images: string[] = field.value ?? [];

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      field.onChange([...images, await upload.mutateAsync(file)]);
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'catalogue.images.failed', { type: 'error' });
    }
  };

  return (
    <Labeled source={source} fullWidth>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {images.map((url) => (
          <Box key={url} sx={{ position: 'relative' }}>
            <Box component="img" src={url} alt="" sx={THUMBNAIL_SX} />
            <IconButton
              size="small"
              aria-label={translate('catalogue.images.remove')}
              onClick={() => field.onChange(images.filter((other) => other !== url))}
              sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'background.paper' }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={upload.isPending}>
          {translate('catalogue.images.upload')}
          <input hidden type="file" accept="image/jpeg,image/png,image/webp" onChange={(event) => void onFile(event)} />
        </Button>
        {upload.isPending && <UploadProgress value={upload.progress} label={translate('catalogue.images.upload')} />}
      </Stack>
    </Labeled>
  );
};
