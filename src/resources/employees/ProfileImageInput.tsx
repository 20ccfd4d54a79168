import { useState, type ChangeEvent } from 'react';
import { Avatar, Box, Button, Stack, Typography } from '@mui/material';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { useInput, useTranslate } from 'react-admin';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../domain/media';
import { UploadProgress } from '../../components/UploadProgress';
import { useUpload } from '../../providers/useUpload';

/**
 * The profile photo: picked here, checked for type and size, uploaded to the media base at once,
 * and its URL kept in the form until the part is saved.
 */
export const ProfileImageInput = () => {
  const translate = useTranslate();
  const { field } = useInput({ source: 'profile_image' });
  const [problem, setProblem] = useState<string>();
  const upload = useUpload();

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return setProblem('resources.employees.messages.photo_wrong_type');
    if (file.size > MAX_IMAGE_BYTES) return setProblem('resources.employees.messages.photo_too_large');
    setProblem(undefined);
    try {
      field.onChange(await upload.mutateAsync(file));
    } catch (error) {
      const fileError = (error as { body?: { errors?: { file?: string } } }).body?.errors?.file;
      setProblem(fileError ?? 'ra.notification.http_error');
    }
  };

  return (
    <Stack direction="row" spacing={3} alignItems="center" sx={{ my: 2 }}>
      <Avatar src={field.value ?? undefined} alt={translate('resources.employees.fields.profile_image')} sx={{ width: 96, height: 96 }} />
      <Box>
        <Stack direction="row" spacing={1}>
          <Button component="label" variant="outlined" startIcon={<PhotoCamera />} disabled={upload.isPending}>
            {translate('resources.employees.actions.upload_photo')}
            <input hidden type="file" accept={IMAGE_TYPES.join(',')} onChange={pick} data-testid="profile-image-file" />
          </Button>
          {field.value && (
            <Button color="inherit" onClick={() => field.onChange(null)}>
              {translate('resources.employees.actions.remove_photo')}
            </Button>
          )}
        </Stack>
        {upload.isPending && <UploadProgress value={upload.progress} label={translate('resources.employees.actions.upload_photo')} />}
        <Typography variant="body2" color={problem ? 'error' : 'text.secondary'} sx={{ mt: 1 }} role={problem ? 'alert' : undefined}>
          {translate(problem ?? 'resources.employees.messages.photo_rules', { _: problem })}
        </Typography>
      </Box>
    </Stack>
  );
};
