import { Box, Stack, Typography } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';

export const THUMBNAIL_SX = { width: 96, height: 96, objectFit: 'cover', borderRadius: 1 } as const;

/**
 * The images of a product or variant as thumbnails. They are kept as a list of URLs (ImagesInput),
 * which react-admin's ImageField renders without a src unless each item is an object.
 */
export const ImagesField = (props: FieldProps) => {
  const images = (useFieldValue(props) as string[] | null | undefined) ?? [];
  if (images.length === 0) return <Typography variant="body2">—</Typography>;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {images.map((url) => (
        <Box key={url} component="img" src={url} alt="" sx={THUMBNAIL_SX} />
      ))}
    </Stack>
  );
};
