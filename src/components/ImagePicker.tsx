import { useState, type ChangeEvent, type ReactNode } from 'react';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { Button, Stack, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@domain/media';
import { useUpload } from '../providers/useUpload';
import { UploadProgress } from './UploadProgress';

/** The translation keys an image input shows: its rules, and its refusals of a picked file. */
export interface ImagePickerMessages {
  rules: string;
  wrongType: string;
  tooLarge: string;
  upload: string;
  remove: string;
}

/**
 * An image field of a form: a picked file is checked for type and size and uploaded to the media
 * base at once, its URL kept in the field until the form is saved. `preview` draws the current URL;
 * refusals (and the server's message for the field) show under the buttons.
 */
export const ImagePicker = ({ source, messages, preview, testId }: { source: string; messages: ImagePickerMessages; preview: (url: string | null) => ReactNode; testId: string }) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const [problem, setProblem] = useState<string>();
  const upload = useUpload();

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return setProblem(messages.wrongType);
    if (file.size > MAX_IMAGE_BYTES) return setProblem(messages.tooLarge);
    setProblem(undefined);
    try {
      field.onChange(await upload.mutateAsync(file));
    } catch (error) {
      const fileError = (error as { body?: { errors?: { file?: string } } }).body?.errors?.file;
      setProblem(fileError ?? ((error as Error).message || 'ra.notification.http_error'));
    }
  };
  const error = problem ?? (fieldState.error?.message || undefined);

  return (
    <Stack direction="row" spacing={3} alignItems="center" sx={{ my: 2 }}>
      {preview((field.value as string | null | undefined) ?? null)}
      <Stack spacing={1}>
        <Stack direction="row" spacing={1}>
          <Button component="label" variant="outlined" startIcon={<PhotoCamera />} disabled={upload.isPending}>
            {translate(messages.upload)}
            <input hidden type="file" accept={IMAGE_TYPES.join(',')} onChange={pick} data-testid={testId} />
          </Button>
          {field.value && (
            <Button color="inherit" onClick={() => field.onChange(null)}>
              {translate(messages.remove)}
            </Button>
          )}
        </Stack>
        {upload.isPending && <UploadProgress value={upload.progress} label={translate(messages.upload)} />}
        <Typography variant="body2" color={error ? 'error' : 'text.secondary'} role={error ? 'alert' : undefined}>
          {translate(error ?? messages.rules, { _: error })}
        </Typography>
      </Stack>
    </Stack>
  );
};
