import { useResourceContext, useTranslate } from 'react-admin';

/** The label of an import type's field (`resources.<type>-imports.fields.<name>`), its name when none is written. */
export const useFieldLabel = () => {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (field: string) => translate(`resources.${resource}.fields.${field}`, { _: field });
};
