import { LinearProgress } from '@mui/material';

/** How much of a file has been sent, shown by the button that sends it and named by its label. */
export const UploadProgress = ({ value, label }: { value: number; label: string }) => (
  <LinearProgress variant="determinate" value={Math.round(value * 100)} aria-label={label} sx={{ mt: 1, width: 160 }} />
);
