import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, required, useRecordContext } from 'react-admin';
import { slugify } from '@domain/slugs';

/**
 * The slug of a new record follows its name until staff edit it; an existing record's slug never
 * changes by itself, since storefront links use it.
 */
export const SlugInput = ({ from }: { from: string }) => {
  const record = useRecordContext();
  const name = useWatch({ name: from }) as string | undefined;
  const { setValue, getFieldState } = useFormContext();
  const follows = !record?.id;
  useEffect(() => {
    if (follows && !getFieldState('slug').isDirty) setValue('slug', slugify(name ?? ''));
  }, [follows, name, setValue, getFieldState]);
  return <TextInput source="slug" validate={required()} helperText="taxonomy.slug_help" />;
};
