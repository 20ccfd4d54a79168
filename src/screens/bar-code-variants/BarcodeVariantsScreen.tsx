import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import CancelIcon from '@mui/icons-material/Cancel';
import { Button, Title, useLocaleState, useTranslate } from 'react-admin';
import { toIntlLocale } from '@domain/intlLocales';
import { useLabelJob } from '../../labels/useLabelJob';
import { DEFAULT_CHOICES, LabelOptions, outputOf, type LabelChoices } from './LabelOptions';
import { LabelJobStatus } from './LabelJobStatus';
import { expectedCount, streamUrl, targetOf, type LabelTarget } from './labelTarget';

const TargetSummary = ({ target }: { target: LabelTarget }) => {
  const translate = useTranslate();
  const count = expectedCount(target);
  if ('ids' in target) return <Typography>{translate('labels.selected', { smart_count: target.ids.length })}</Typography>;
  return <Typography>{count ? translate('labels.whole_list', { smart_count: count }) : translate('labels.whole_list_unknown')}</Typography>;
};

/**
 * /apps/bar-code-variants: barcode and QR labels of the variants chosen in a list (a selection, or a
 * whole filtered list), as a ZIP of images, PDF sheets or ZPL, made in a worker off the main thread.
 */
const BarcodeVariantsScreen = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [search] = useSearchParams();
  const target = targetOf(search);
  const [choices, setChoices] = useState<LabelChoices>(DEFAULT_CHOICES);
  const { state, run, cancel } = useLabelJob();
  const running = state.status === 'running';

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.screens.barcodes" />
      <CardContent>
        {!target ? (
          <Alert severity="info">
            {translate('labels.choose')}{' '}
            <Link component={RouterLink} to="/variants">
              {translate('labels.to_list')}
            </Link>
          </Alert>
        ) : (
          <Stack spacing={2}>
            <TargetSummary target={target} />
            <LabelOptions choices={choices} onChange={setChoices} disabled={running} />
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                label="labels.generate"
                disabled={running}
                onClick={() => {
                  const output = outputOf(choices);
                  run({ url: streamUrl(target, output), output, locale: toIntlLocale(locale) });
                }}
              >
                <PrintIcon />
              </Button>
              {running && (
                <Button label="labels.cancel" onClick={cancel}>
                  <CancelIcon />
                </Button>
              )}
            </Stack>
            <LabelJobStatus state={state} expected={expectedCount(target)} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};

export default BarcodeVariantsScreen;
