import { DeleteButton, SaveButton, Toolbar, useRecordContext } from 'react-admin';

/** The toolbar of a CMS child's form (a section, a content item): Save, and Delete, which goes back to the parent's page. */
export const ChildFormToolbar = ({ parentPage }: { parentPage: (record: Record<string, unknown> | undefined) => string }) => {
  const record = useRecordContext();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" redirect={parentPage(record)} />
    </Toolbar>
  );
};
