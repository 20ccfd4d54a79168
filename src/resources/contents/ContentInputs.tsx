import { AutocompleteInput, ReferenceInput, SelectInput, TextInput, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ContentType } from '@domain/cms';
import { contentTypeChoices } from '../containers/cmsChoices';
import { ContentImageInput } from './ContentImageInput';

/** What each type of content item asks for besides its title. */
const TypeInputs = ({ type }: { type: ContentType | undefined }) => {
  switch (type) {
    case 'image':
      return (
        <>
          <ContentImageInput />
          <TextInput source="link" helperText={false} />
        </>
      );
    case 'product':
      return (
        <ReferenceInput source="product_id" reference="products" sort={{ field: 'title', order: 'ASC' }}>
          <AutocompleteInput optionText="title" filterToQuery={(q) => ({ q })} />
        </ReferenceInput>
      );
    case 'collection':
      return (
        <ReferenceInput source="collection_id" reference="collections" sort={{ field: 'title', order: 'ASC' }}>
          <AutocompleteInput optionText="title" filterToQuery={(q) => ({ q })} />
        </ReferenceInput>
      );
    case 'link':
      return <TextInput source="link" />;
    case 'text':
      return <TextInput source="text" multiline minRows={3} />;
    default:
      return null;
  }
};

/** A content item's inputs, by its type (fixed by the route that adds it). */
export const ContentInputs = () => {
  const record = useRecordContext();
  const watched = useWatch({ name: 'type' }) as ContentType | undefined;
  return (
    <>
      <SelectInput source="type" choices={contentTypeChoices} disabled />
      <TextInput source="title" />
      <TypeInputs type={watched ?? (record?.type as ContentType | undefined)} />
    </>
  );
};
