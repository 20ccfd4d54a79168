import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { useCreatePath, useGetManyAggregate, useGetRecordRepresentation, useResourceDefinitions, useTranslate } from 'react-admin';
import { SECRET_VALUE } from '@domain/history';
import { fieldText, type FieldTextContext } from '@domain/fieldText';
import { useIntlLocale } from '../i18n/intlLocale';
import { useKnownCanAccess } from '../access/useKnownCanAccess';

/** What the shared formatter needs from the console: the staff member's language. */
export const useFieldTextContext = (): FieldTextContext => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  return { translate, locale };
};

/**
 * A referenced record by its name (its resource's recordRepresentation), linked to its page when
 * the resource has one. Many on one page are fetched in one call per resource (getMany, aggregated).
 * Without the right to see that resource, the id only.
 */
const ReferenceName = ({ resource, id }: { resource: string; id: number }) => {
  const definitions = useResourceDefinitions();
  const definition = definitions[resource];
  const { canAccess } = useKnownCanAccess({ resource, action: 'show' });
  const allowed = Boolean(definition) && canAccess === true;
  const { data } = useGetManyAggregate(resource, { ids: [id] }, { enabled: allowed });
  const represent = useGetRecordRepresentation(resource);
  const createPath = useCreatePath();
  const record = data?.[0];
  const name = record ? String(represent(record)) : `#${id}`;
  const type = definition?.hasShow ? 'show' : definition?.hasEdit ? 'edit' : undefined;
  if (!allowed || !type) return <>{name}</>;
  return <Link to={createPath({ resource, id, type })}>{name}</Link>;
};

/** Names shown of a value's records (a notification's chosen customers); the rest are counted. */
const NAMED = 20;

/** One value of a record's field as staff read it (History, the variant's timeline): by the field's kind (domain/fieldKinds.ts). */
export const HistoryValue = ({ resource, field, value }: { resource: string; field: string; value: unknown }) => {
  const context = useFieldTextContext();
  if (value === SECRET_VALUE) return <>{context.translate('history.secret')}</>;
  const { text, reference, references, lines } = fieldText(resource, field, value, context);
  if (lines?.length)
    return (
      <>
        {lines.map((line, index) => (
          <Fragment key={index}>
            {index ? '; ' : ''}
            {line.reference ? (
              <>
                <ReferenceName {...line.reference} /> ({line.text})
              </>
            ) : (
              line.text
            )}
          </Fragment>
        ))}
      </>
    );
  if (references) {
    const { lead, ids } = references;
    const more = ids.length - NAMED;
    return (
      <>
        {lead}:{' '}
        {ids.slice(0, NAMED).map((id, index) => (
          <Fragment key={id}>
            {index ? ', ' : ''}
            <ReferenceName resource={references.resource} id={id} />
          </Fragment>
        ))}
        {more > 0 && ` ${context.translate('history.more', { count: more })}`}
      </>
    );
  }
  return reference ? <ReferenceName {...reference} /> : <>{text}</>;
};
