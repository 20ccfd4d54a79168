import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ImagePicker } from '../../components/ImagePicker';

const MESSAGES = {
  rules: 'resources.contents.image_rules',
  wrongType: 'resources.contents.image_wrong_type',
  tooLarge: 'resources.contents.image_too_large',
  upload: 'resources.contents.upload',
  remove: 'resources.contents.remove_image',
};

/** An image content item's picture, shown as the storefront crops it. */
export const ContentImageInput = () => {
  const translate = useTranslate();
  return (
    <ImagePicker
      source="image"
      messages={MESSAGES}
      testId="content-image-file"
      preview={(url) => url && <Box component="img" src={url} alt={translate('resources.contents.fields.image')} sx={{ maxWidth: 320, maxHeight: 180, objectFit: 'cover', borderRadius: 1 }} />}
    />
  );
};
