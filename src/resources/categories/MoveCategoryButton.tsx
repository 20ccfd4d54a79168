import { useState } from 'react';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import {
  AutocompleteInput,
  Button,
  Form,
  HttpError,
  ReferenceInput,
  SaveButton,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';

/**
 * Moves a category, with its whole branch, under another parent or to the top level. The server
 * refuses a parent inside the branch; its message shows at the field.
 */
export const MoveCategoryButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const submit = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.update('categories', {
        id: record.id,
        data: { ...record, parent_id: values.parent_id ?? null },
        previousData: record,
      });
    } catch (error) {
      if (error instanceof HttpError) return (error.body as { errors?: Record<string, string> })?.errors ?? { parent_id: error.message };
      throw error;
    }
    setOpen(false);
    notify('resources.categories.moved', { type: 'info', messageArgs: { name: record.name } });
    refresh();
    return undefined;
  };
  return (
    <>
      <Button
        label="resources.categories.move"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <DriveFileMoveIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} onClick={(event) => event.stopPropagation()} fullWidth maxWidth="sm">
        <DialogTitle>{translate('resources.categories.move_title', { name: record.name })}</DialogTitle>
        <DialogContent>
          <Form onSubmit={submit} record={{ parent_id: record.parent_id }}>
            <ReferenceInput source="parent_id" reference="categories">
              <AutocompleteInput label="resources.categories.fields.new_parent" helperText="resources.categories.move_help" fullWidth />
            </ReferenceInput>
            <SaveButton label="resources.categories.move" icon={<DriveFileMoveIcon />} alwaysEnable />
          </Form>
        </DialogContent>
      </Dialog>
    </>
  );
};
