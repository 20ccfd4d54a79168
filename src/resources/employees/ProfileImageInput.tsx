import { Avatar } from '@mui/material';
import { ImageFieldInput, type ImageField } from '../../components/ImageFieldInput';

const PROFILE_IMAGE: ImageField = {
  resource: 'employees',
  source: 'profile_image',
  testId: 'profile-image-file',
  messages: {
    rules: 'resources.employees.messages.photo_rules',
    wrongType: 'resources.employees.messages.photo_wrong_type',
    tooLarge: 'resources.employees.messages.photo_too_large',
    upload: 'resources.employees.actions.upload_photo',
    remove: 'resources.employees.actions.remove_photo',
  },
  preview: (url, alt) => <Avatar src={url ?? undefined} alt={alt} sx={{ width: 96, height: 96 }} />,
};

/** The profile photo, shown as the staff member's avatar. */
export const ProfileImageInput = () => <ImageFieldInput field={PROFILE_IMAGE} />;
