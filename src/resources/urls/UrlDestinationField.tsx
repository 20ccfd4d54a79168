import { Typography } from '@mui/material';
import { ReferenceField, useRecordContext, useTranslate } from 'react-admin';
import { targetResourceOf } from './urlTargets';

/** Where a URL leads: "301 → /new-path", or the record it shows. */
export const UrlDestinationField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  if (record.redirect_to)
    return (
      <Typography variant="body2">
        {record.redirect_type} → {record.redirect_to}
      </Typography>
    );
  const reference = targetResourceOf(record.target_type);
  return (
    <Typography variant="body2" component="span">
      {translate(`resources.urls.target_types.${record.target_type}`)}
      {reference && (
        <>
          {': '}
          <ReferenceField source="target_id" reference={reference} link="edit" />
        </>
      )}
    </Typography>
  );
};
