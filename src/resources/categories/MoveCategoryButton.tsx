import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import { AutocompleteInput, ReferenceInput, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { FormDialogButton } from '../../components/FormDialogButton';
import { refusalAt } from '../../components/refusalAt';

/**
 * Moves a category, with its whole branch, under another parent or to the top level. The server
 * refuses a parent inside the branch; its message shows at the field.
 */
export const MoveCategoryButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  if (!record) return null;
  return (
    <FormDialogButton
      label="resources.categories.move"
      icon={<DriveFileMoveIcon />}
      title={translate('resources.categories.move_title', { name: record.name })}
      record={{ parent_id: record.parent_id }}
      onSubmit={async (values) => {
        await dataProvider.update('categories', { id: record.id, data: { ...record, parent_id: values.parent_id ?? null }, previousData: record });
      }}
      refusal={refusalAt('parent_id')}
      done={{ message: 'resources.categories.moved', messageArgs: { name: record.name } }}
      // In a row of the category table.
      stopPropagation
    >
      <ReferenceInput source="parent_id" reference="categories">
        <AutocompleteInput label="resources.categories.fields.new_parent" helperText="resources.categories.move_help" fullWidth />
      </ReferenceInput>
    </FormDialogButton>
  );
};
