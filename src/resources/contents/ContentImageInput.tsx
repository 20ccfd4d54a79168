import { Box } from '@mui/material';
import { ImageFieldInput, type ImageField } from '../../components/ImageFieldInput';

const CONTENT_IMAGE: ImageField = {
  resource: 'contents',
  source: 'image',
  testId: 'content-image-file',
  messages: {
    rules: 'resources.contents.image_rules',
    wrongType: 'resources.contents.image_wrong_type',
    tooLarge: 'resources.contents.image_too_large',
    upload: 'resources.contents.upload',
    remove: 'resources.contents.remove_image',
  },
  preview: (url, alt) => url && <Box component="img" src={url} alt={alt} sx={{ maxWidth: 320, maxHeight: 180, objectFit: 'cover', borderRadius: 1 }} />,
};

/** An image content item's picture, shown as the storefront crops it. */
export const ContentImageInput = () => <ImageFieldInput field={CONTENT_IMAGE} />;
