import { Avatar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ImagePicker } from '../../components/ImagePicker';

const MESSAGES = {
  rules: 'resources.employees.messages.photo_rules',
  wrongType: 'resources.employees.messages.photo_wrong_type',
  tooLarge: 'resources.employees.messages.photo_too_large',
  upload: 'resources.employees.actions.upload_photo',
  remove: 'resources.employees.actions.remove_photo',
};

/** The profile photo, shown as the staff member's avatar. */
export const ProfileImageInput = () => {
  const translate = useTranslate();
  return (
    <ImagePicker
      source="profile_image"
      messages={MESSAGES}
      testId="profile-image-file"
      preview={(url) => <Avatar src={url ?? undefined} alt={translate('resources.employees.fields.profile_image')} sx={{ width: 96, height: 96 }} />}
    />
  );
};
