import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A notification's channels, each a small chip in the console's language. */
export const ChannelChips = ({ channels }: { channels?: readonly string[] }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5}>
      {(channels ?? []).map((channel) => (
        <Chip key={channel} size="small" label={translate(`resources.notifications.channels.${channel}`)} />
      ))}
    </Stack>
  );
};
