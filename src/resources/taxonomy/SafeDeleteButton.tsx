import { useState } from 'react';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  AutocompleteInput,
  Button,
  Form,
  ReferenceInput,
  SaveButton,
  required,
  useDataProvider,
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { refusalAt } from '../../components/refusalAt';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { serverMessagesReady } from '../../providers/i18nProvider';
import type { Usage } from '../../providers/resourceActions';

/** The same words as the server's refusal to delete (its `server.used_by_*` messages). */
const UsageList = ({ usage }: { usage: Usage }) => {
  const translate = useTranslate();
  return (
    <List dense>
      {Object.entries(usage).map(([name, count]) => (
        <ListItem key={name}>
          {translate(`server.used_by_${name}`, { smart_count: count, _: translate('server.used_by_records', { smart_count: count }) })}
        </ListItem>
      ))}
    </List>
  );
};

/** Picks the record that takes over the users of the one being deleted, then deletes it. */
const ReplacementForm = ({ record, onDone }: { record: RaRecord; onDone: () => void }) => {
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { mutateAsync: replace } = useMutation({
    mutationFn: (replacementId: number) => dataProvider.replace(resource, { id: record.id, replacementId }),
  });
  const submit = async (values: { replacement_id?: number }) => {
    try {
      await replace(values.replacement_id!);
      onDone();
      return undefined;
    } catch (error) {
      return refusalAt('replacement_id')(error);
    }
  };
  return (
    <Form onSubmit={submit as (values: Record<string, unknown>) => Promise<Record<string, string> | undefined>}>
      <ReferenceInput source="replacement_id" reference={resource}>
        <AutocompleteInput label="taxonomy.delete.replacement" validate={required()} fullWidth />
      </ReferenceInput>
      <SaveButton label="taxonomy.delete.replace" icon={<DeleteIcon />} color="error" alwaysEnable />
      <Typography variant="caption" display="block" sx={{ mt: 1 }}>
        {translate('taxonomy.delete.replace_hint')}
      </Typography>
    </Form>
  );
};

/**
 * Delete for taxonomy records: first asks the server what uses the record. Unused records are
 * deleted after a confirmation; used ones can only go with a replacement that takes their users.
 */
export const SafeDeleteButton = () => {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending: deleting }] = useDelete();
  const usage = useQuery({
    queryKey: [resource, 'usage', record?.id],
    // The usage list shows the server's own messages.
    queryFn: async () => (await Promise.all([dataProvider.usage(resource, { id: record!.id }), serverMessagesReady()]))[0].data,
    enabled: open && record !== undefined,
    staleTime: 0,
  });
  if (!record) return null;
  const done = () => {
    setOpen(false);
    notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
    redirect('list', resource);
  };
  const used = usage.data && Object.keys(usage.data).length > 0;
  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)}>
        <DeleteIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('taxonomy.delete.title')}</DialogTitle>
        <DialogContent>
          {usage.isPending && <Typography>{translate('ra.page.loading')}</Typography>}
          {usage.isError && <Alert severity="error">{translate('ra.notification.http_error')}</Alert>}
          {usage.data && !used && <Typography>{translate('taxonomy.delete.unused')}</Typography>}
          {used && (
            <>
              <Alert severity="warning">{translate('taxonomy.delete.in_use')}</Alert>
              <UsageList usage={usage.data} />
              <ReplacementForm record={record} onDone={done} />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
          {usage.data && !used && (
            <Button
              label="ra.action.confirm"
              color="error"
              variant="contained"
              disabled={deleting}
              onClick={() =>
                deleteOne(
                  resource,
                  { id: record.id, previousData: record },
                  { mutationMode: 'pessimistic', onSuccess: done, onError: (error) => notify((error as Error).message, { type: 'error' }) },
                )
              }
            />
          )}
        </DialogActions>
      </Dialog>
    </>
  );
};
