import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import DownloadIcon from '@mui/icons-material/GetApp';
import { AutocompleteInput, Button, Form, NumberInput, ReferenceInput, SaveButton, TextInput, required, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { MAX_GENERATED_CODES, couponGenerateSchema } from '@domain/promotions/schemas';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { useZodValidator } from '../../forms/zodValidator';
import { fieldErrorsOf } from '../../forms/fieldErrorsOf';
import { useFileDownload } from '../../components/useFileDownload';
import { JobProgress } from '../jobs/JobProgress';
import { useIntlLocale } from '../../i18n/intlLocale';
import { useKnownCanAccess } from '../../access/useKnownCanAccess';

interface Batch {
  id: number;
  count: number;
  generated: number;
  status: 'queued' | 'running' | 'done' | 'failed';
}

/** The batch's codes written so far, read until the job is done; then its CSV may be downloaded. */
const BatchProgress = ({ batch, jobId }: { batch: Batch; jobId: number }) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const translate = useTranslate();
  const locale = useIntlLocale();
  const { download, busy } = useFileDownload('coupons');
  const { data = batch } = useQuery({
    queryKey: ['coupons', 'batch', batch.id],
    queryFn: async () => (await dataProvider.read<Batch>('coupons', { name: `batches/${batch.id}` })).data,
    refetchInterval: (query) => (query.state.data?.status === 'done' ? false : 1000),
  });
  return (
    <Stack spacing={2}>
      <JobProgress jobId={jobId} />
      <MuiButton
        variant="contained"
        startIcon={<DownloadIcon />}
        disabled={data.status !== 'done' || busy !== undefined}
        onClick={() => void download({ name: `batches/${batch.id}/codes.csv` })}
      >
        {translate('resources.coupons.download', { smart_count: data.generated, count: data.generated.toLocaleString(locale) })}
      </MuiButton>
    </Stack>
  );
};

/**
 * Generates up to 100,000 codes of a prefix for one discount as a job: its progress shows here, and
 * once done its codes download as CSV.
 */
export const CouponGenerateButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const validate = useZodValidator(couponGenerateSchema);
  const { canAccess } = useKnownCanAccess({ resource: 'coupons', action: 'create' });
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState<{ batch: Batch; job: { id: number } }>();
  if (!canAccess) return null;
  const submit = async (values: Record<string, unknown>) => {
    try {
      const { data } = await dataProvider.action<{ batch: Batch; job: { id: number } }>('coupons', { name: 'generate', data: values });
      setStarted(data);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) return fields;
      notify((error as Error).message, { type: 'error' });
    }
    return undefined;
  };
  const close = () => {
    setOpen(false);
    setStarted(undefined);
  };
  return (
    <>
      <Button label="resources.coupons.generate" onClick={() => setOpen(true)}>
        <AutoAwesomeIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="coupon-generate-title">
        <DialogTitle id="coupon-generate-title">{translate('resources.coupons.generate_title')}</DialogTitle>
        {started ? (
          <>
            <DialogContent>
              <BatchProgress batch={started.batch} jobId={started.job.id} />
            </DialogContent>
            <DialogActions>
              <MuiButton onClick={close}>{translate('ra.action.close')}</MuiButton>
            </DialogActions>
          </>
        ) : (
          <Form onSubmit={submit} validate={validate} defaultValues={{ prefix: '', count: 100 }}>
            <DialogContent>
              <ReferenceInput source="discount_id" reference="discounts">
                <AutocompleteInput optionText="title" label="resources.coupons.fields.discount_id" validate={required()} />
              </ReferenceInput>
              <TextInput source="prefix" label="resources.coupons.fields.prefix" helperText="resources.coupons.prefix_help" />
              <NumberInput source="count" label="resources.coupons.fields.count" min={1} max={MAX_GENERATED_CODES} validate={required()} />
              <NumberInput source="usage_limit" label="resources.coupons.fields.usage_limit" min={1} />
              <NumberInput source="per_customer_limit" label="resources.coupons.fields.per_customer_limit" min={1} />
            </DialogContent>
            <DialogActions>
              <MuiButton onClick={close}>{translate('ra.action.cancel')}</MuiButton>
              <SaveButton label="resources.coupons.generate" icon={<AutoAwesomeIcon />} alwaysEnable />
            </DialogActions>
          </Form>
        )}
      </Dialog>
    </>
  );
};
