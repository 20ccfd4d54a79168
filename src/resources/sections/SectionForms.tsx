import { Link } from 'react-router-dom';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Create, Edit, SelectInput, SimpleForm, TextInput, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { DEFAULT_LAYOUTS, sectionSchema, sectionUpdateSchema, type SectionType } from '@domain/cms';
import { useZodValidator } from '../../forms/zodValidator';
import { HistoryPanel } from '../../components/HistoryPanel';
import { sectionTypeChoices } from '../containers/cmsChoices';
import { ChildFormToolbar } from '../containers/ChildFormToolbar';
import { numericIds, useSourceRecord, withNumericIds } from '../containers/sourceRecord';
import { LayoutInputs } from './LayoutInputs';
import { ContentsPanel } from './ContentsPanel';

const NUMBERS = ['container_id'] as const;
const createSchema = withNumericIds(sectionSchema, NUMBERS);
const toNumbers = numericIds(NUMBERS);
const containerPage = (record: Record<string, unknown> | undefined) => `/containers/${String(record?.container_id ?? '')}/show`;

const BackToContainer = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return (
    <Button component={Link} to={containerPage(record)} label={translate('resources.sections.back')}>
      <ArrowBackIcon />
    </Button>
  );
};

/**
 * A new section of the type its route names, laid out with its type's defaults: /apps/container/:id/section/:type/add,
 * and with `layoutFirst` the section-layout screen, which opens on the layout.
 */
export const SectionCreate = ({ layoutFirst = false, initial }: { layoutFirst?: boolean; initial?: Record<string, unknown> }) => {
  const validate = useZodValidator(createSchema);
  const fromRoute = useSourceRecord(NUMBERS);
  const source = initial ?? fromRoute;
  const type = (source.type as SectionType | undefined) ?? 'banner';
  const record = { ...source, type, layout: DEFAULT_LAYOUTS[type] ?? DEFAULT_LAYOUTS.banner };
  return (
    <Create record={record} transform={toNumbers} redirect={(_resource, id) => `sections/${String(id)}`} resource="sections">
      <SimpleForm validate={validate}>
        {layoutFirst && <LayoutInputs />}
        <SelectInput source="type" choices={sectionTypeChoices} disabled />
        <TextInput source="title" />
        {!layoutFirst && <LayoutInputs />}
      </SimpleForm>
    </Create>
  );
};

/** /apps/container/:container_id/section/:type/:section_id: the section, its layout, its ordered content, History. */
export const SectionEdit = () => {
  const validate = useZodValidator(sectionUpdateSchema);
  return (
    <Edit
      mutationMode="pessimistic"
      redirect={(_resource, _id, data) => containerPage(data)}
      actions={
        <TopToolbar>
          <BackToContainer />
        </TopToolbar>
      }
    >
      <SimpleForm validate={validate} toolbar={<ChildFormToolbar parentPage={containerPage} />}>
        <SelectInput source="type" choices={sectionTypeChoices} disabled />
        <TextInput source="title" />
        <LayoutInputs />
      </SimpleForm>
      <ContentsPanel />
      <HistoryPanel />
    </Edit>
  );
};
