import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Box, Card, CardContent, FormControl, InputLabel, List, ListItem, MenuItem, Select, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title, useDataProvider, useGetList, useTranslate } from 'react-admin';
import { BREAKPOINTS, BREAKPOINT_NAMES, breakpointOf, publishable, type Breakpoint, type ResolvedSection } from '@domain/cms';
import type { ConsoleDataProvider } from '../../../providers/dataProvider';
import { StorefrontSection } from './StorefrontSection';

/** The width each breakpoint is shown at: its own start, and a phone's width for the smallest. */
const FRAME_WIDTH: Record<Breakpoint, number> = { xs: 375, sm: BREAKPOINTS.sm, md: BREAKPOINTS.md, lg: BREAKPOINTS.lg, xl: BREAKPOINTS.xl };
const DEFAULT_WIDTHS: Breakpoint[] = ['xs', 'lg'];

interface Preview {
  id: number;
  name: string;
  platform: string;
  sections: ResolvedSection[];
}

/** The draft at one width, exactly as the storefront would lay it out there (what it would leave out, left out). */
const StorefrontFrame = ({ sections, width }: { sections: ReturnType<typeof publishable>; width: number }) => {
  const translate = useTranslate();
  const breakpoint = breakpointOf(width);
  return (
    <Box component="figure" sx={{ m: 0, flex: '0 0 auto' }}>
      <Typography component="figcaption" variant="subtitle2" gutterBottom>
        {translate('resources.containers.preview.width', { name: breakpoint, width })}
      </Typography>
      <Box
        role="region"
        aria-label={translate('resources.containers.preview.frame', { width })}
        data-testid={`preview-frame-${breakpoint}`}
        sx={{ width, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', overflow: 'hidden' }}
      >
        {sections.map((section) => (
          <StorefrontSection key={section.id} section={section} breakpoint={breakpoint} />
        ))}
      </Box>
    </Box>
  );
};

/** The items the storefront would leave out, each flagged with why. */
const LeftOut = ({ sections }: { sections: ResolvedSection[] }) => {
  const translate = useTranslate();
  const flagged = sections.flatMap((section) => section.items.filter((item) => item.dangling).map((item) => ({ section, item })));
  if (!flagged.length) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <Typography variant="subtitle2">{translate('resources.containers.preview.left_out')}</Typography>
      <List dense disablePadding>
        {flagged.map(({ section, item }) => (
          <ListItem key={item.id} disableGutters>
            {`${section.title || translate(`resources.sections.types.${section.type}`)} · ${item.title || item.product?.title || item.collection?.title || translate(`resources.contents.types.${item.type}`)}: ${translate(`resources.contents.dangling.${item.dangling!}`)}`}
          </ListItem>
        ))}
      </List>
    </Alert>
  );
};

/** /apps/containers/preview?container=<id>: a container's draft at the storefront's breakpoints, one or several side by side. */
const PreviewScreen = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [params, setParams] = useSearchParams();
  const containerId = params.get('container') ?? '';
  const widths = (params.get('widths')?.split(',').filter((name): name is Breakpoint => name in BREAKPOINTS) ?? DEFAULT_WIDTHS);
  const containers = useGetList('containers', { sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 200 } });
  const preview = useQuery({
    queryKey: ['containers', 'preview', containerId],
    queryFn: async () => (await dataProvider.read<Preview>('containers', { id: containerId, name: 'preview' })).data,
    enabled: Boolean(containerId),
  });
  const shown = useMemo(() => (preview.data ? publishable(preview.data.sections) : []), [preview.data]);
  const change = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };

  return (
    <Card sx={{ mt: 1 }}>
      <Title title="app.screens.containers-preview" />
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }} sx={{ mb: 2 }}>
          <FormControl size="small" sx={{ minWidth: 260 }}>
            <InputLabel id="preview-container">{translate('resources.containers.preview.container')}</InputLabel>
            <Select labelId="preview-container" label={translate('resources.containers.preview.container')} value={containers.data ? containerId : ''} onChange={(event) => change('container', String(event.target.value))}>
              {(containers.data ?? []).map((container) => (
                <MenuItem key={container.id} value={String(container.id)}>
                  {`${String(container.name)} (${translate(`resources.containers.platforms.${String(container.platform)}`)})`}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <ToggleButtonGroup
            size="small"
            value={widths}
            aria-label={translate('resources.containers.preview.widths')}
            onChange={(_event, value: Breakpoint[]) => value.length && change('widths', BREAKPOINT_NAMES.filter((name) => value.includes(name)).join(','))}
          >
            {BREAKPOINT_NAMES.map((name) => (
              <ToggleButton key={name} value={name} sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}>
                {translate('resources.containers.preview.width', { name, width: FRAME_WIDTH[name] })}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {/* Once the container's name has come: a link without text names nothing to a screen reader. */}
          {containerId && preview.data && <RouterLink to={`/containers/${containerId}/show`}>{preview.data.name}</RouterLink>}
        </Stack>
        {!containerId && <Typography color="text.secondary">{translate('resources.containers.preview.pick')}</Typography>}
        {preview.isPending && containerId && <Loading />}
        {preview.data && (
          <>
            <LeftOut sections={preview.data.sections} />
            {!shown.length && <Typography color="text.secondary">{translate('resources.containers.preview.empty')}</Typography>}
            <Stack direction="row" spacing={3} sx={{ overflowX: 'auto', alignItems: 'flex-start', pb: 2 }}>
              {widths.map((name) => (
                <StorefrontFrame key={name} sections={shown} width={FRAME_WIDTH[name]} />
              ))}
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
};
export default PreviewScreen;
