import { useCallback, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, CardContent, CardHeader, Link, Stack, TextField as MuiTextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import CameraIcon from '@mui/icons-material/PhotoCamera';
import { Button, HttpError, Loading, Title, useTranslate } from 'react-admin';
import type { VariantTimeline } from '@domain/labels';
import { trackingPath } from '@domain/labels';
import { httpClient } from '../../providers/httpClient';
import { collectionUrl } from '../../providers/resourceUrl';
import { CameraScanner } from './CameraScanner';
import { TimelineList } from './TimelineList';

const fetchTimeline = async (code: string) => {
  const { json } = await httpClient(`${collectionUrl('variants')}/timeline?${new URLSearchParams({ code })}`);
  return json as VariantTimeline;
};

/** The timeline of the variant a code names; a code no variant has says so. */
const VariantTimelineCard = ({ code }: { code: string }) => {
  const translate = useTranslate();
  const { data, error, isPending } = useQuery({ queryKey: ['variant-timeline', code], queryFn: () => fetchTimeline(code), retry: false });
  if (isPending) return <Loading />;
  if (error) return <Alert severity="warning">{error instanceof HttpError && error.status === 404 ? translate('tracking.not_found', { code }) : error.message}</Alert>;
  const { variant } = data;
  return (
    <Card variant="outlined">
      <CardHeader
        title={
          <Link component={RouterLink} to={`/variants/${variant.id}/show`}>
            {variant.sku}
          </Link>
        }
        subheader={[variant.title, variant.size, variant.barcode].filter(Boolean).join(' · ')}
        slotProps={{ title: { component: 'h2' } }}
      />
      <CardContent>
        <TimelineList events={data.events} />
      </CardContent>
    </Card>
  );
};

/**
 * /apps/variant-tracking[/<code>]: type or scan a SKU or barcode (a USB scanner types it and Enter),
 * or read it with the camera, or open a label's QR link, and see the variant's timeline.
 */
const VariantTrackingScreen = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { code } = useParams();
  const [typed, setTyped] = useState('');
  const [camera, setCamera] = useState(false);

  const track = useCallback(
    (value: string) => {
      const trimmed = value.trim();
      if (!trimmed) return;
      setCamera(false);
      setTyped('');
      navigate(trackingPath(trimmed));
    },
    [navigate],
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    track(typed);
  };

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="app.screens.variant-tracking" />
      <Card>
        <CardContent>
          <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }} onSubmit={submit}>
            <MuiTextField
              label={translate('tracking.code')}
              helperText={translate('tracking.code_help')}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoFocus
              autoComplete="off"
              sx={{ minWidth: 280 }}
            />
            <Button type="submit" variant="contained" label="tracking.find" sx={{ mt: { sm: 1 } }}>
              <SearchIcon />
            </Button>
            <Button label={camera ? 'tracking.camera_stop' : 'tracking.camera'} onClick={() => setCamera(!camera)} sx={{ mt: { sm: 1 } }}>
              <CameraIcon />
            </Button>
          </Stack>
          {camera && <CameraScanner onCode={track} />}
        </CardContent>
      </Card>
      {code && <VariantTimelineCard key={code} code={code} />}
    </Stack>
  );
};

export default VariantTrackingScreen;
