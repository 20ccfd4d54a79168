import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { Button, useTranslate } from 'react-admin';
import DownloadIcon from '@mui/icons-material/Download';
import type { LabelIssue } from '../../labels/labelContent';
import { saveFile } from '../../components/saveFile';
import { SmallTable } from '../../components/SmallTable';
import type { LabelJobState } from '../../labels/useLabelJob';

const csvCell = (text: string) => `"${text.replace(/"/g, '""')}"`;
/** Every issue as CSV: SKU, code, problem in the staff member's language. */
const issuesCsv = (issues: LabelIssue[], translate: (key: string) => string) =>
  new Blob(
    [issues.map((issue) => [issue.sku, issue.code, translate(`labels.problems.${issue.problem}`)].map(csvCell).join(',')).join('\n')],
    { type: 'text/csv' },
  );

/** Rows the table shows: thousands of rows re-rendered with every progress message would block the page. */
const SHOWN_ISSUES = 100;

/** The codes that could not be encoded, one row per variant (the first hundred; all of them in a CSV file). */
const IssueTable = ({ issues }: { issues: LabelIssue[] }) => {
  const translate = useTranslate();
  if (!issues.length) return null;
  return (
    <Box mt={2}>
      <Typography variant="subtitle1" component="h2">
        {translate('labels.issues', { smart_count: issues.length })}
      </Typography>
      <SmallTable
        label={translate('labels.issues', { smart_count: issues.length })}
        rows={issues.slice(0, SHOWN_ISSUES)}
        rowKey={(issue) => issue.id}
        columns={[
          { header: 'resources.variants.fields.sku', cell: (issue) => issue.sku },
          { header: 'labels.code', cell: (issue) => issue.code },
          { header: 'labels.problem', cell: (issue) => translate(`labels.problems.${issue.problem}`) },
        ]}
      />
      {issues.length > SHOWN_ISSUES && (
        <Button label={translate('labels.issues_csv', { smart_count: issues.length })} onClick={() => saveFile(issuesCsv(issues, translate), 'label-issues.csv')}>
          <DownloadIcon />
        </Button>
      )}
    </Box>
  );
};

/** Progress while the worker makes the labels, then the result, with what could not be printed. */
export const LabelJobStatus = ({ state, expected }: { state: LabelJobState; expected?: number }) => {
  const translate = useTranslate();
  if (state.status === 'idle') return null;
  // The server's count of the run, once it has answered, is what the run makes.
  if (state.status === 'running' && state.total !== undefined) expected = state.total;
  return (
    <Box mt={2} aria-live="polite">
      {state.status === 'running' && (
        <>
          <LinearProgress
            variant={expected ? 'determinate' : 'indeterminate'}
            value={expected ? Math.min(100, (100 * state.done) / expected) : undefined}
            aria-label={translate('labels.progress', { done: state.done })}
          />
          <Typography variant="body2" mt={1}>
            {expected ? translate('labels.progress_of', { done: state.done, total: expected }) : translate('labels.progress', { done: state.done })}
          </Typography>
        </>
      )}
      {state.status === 'done' && (
        <Alert severity={state.issues.length ? 'warning' : 'success'} action={<Button label="labels.download_again" onClick={() => saveFile(state.file, state.fileName)}><DownloadIcon /></Button>}>
          {translate('labels.done', { smart_count: state.made, name: state.fileName })}
        </Alert>
      )}
      {state.status === 'cancelled' && <Alert severity="info">{translate('labels.cancelled', { done: state.done })}</Alert>}
      {state.status === 'failed' && <Alert severity="error">{translate('labels.failed', { message: state.message })}</Alert>}
      {state.status !== 'failed' || state.issues.length ? <IssueTable issues={state.issues} /> : null}
    </Box>
  );
};
