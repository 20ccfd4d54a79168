import { Link } from 'react-router-dom';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box } from '@mui/material';
import { Button, SelectField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { ShowWithHistory } from '../../components/ShowWithHistory';
import { contentTypeChoices } from '../containers/cmsChoices';

const BackToSection = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Button component={Link} to={`/sections/${String(record.section_id)}`} label="resources.contents.back">
      <ArrowBackIcon />
    </Button>
  );
};

/** Tells the editor when the storefront leaves this item out, and why. */
const DanglingFlag = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.dangling) return null;
  return (
    <Alert severity="warning" sx={{ mx: 2 }}>
      {translate(`resources.contents.dangling.${String(record.dangling)}`)}
    </Alert>
  );
};

const ImagePreview = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record?.image) return null;
  return <Box component="img" src={String(record.image)} alt={String(record.title || translate('resources.contents.fields.image'))} sx={{ maxWidth: 320, borderRadius: 1 }} />;
};

/** /apps/container/:id/section/:section_id/content/:type/:content_id/view */
const ContentShow = () => (
  <ShowWithHistory actions={<BackToSection />} above={<DanglingFlag />}>
    <SelectField source="type" choices={contentTypeChoices} />
    <TextField source="title" emptyText="—" />
    <ImagePreview />
    <TextField source="text" emptyText="—" />
    <TextField source="link" emptyText="—" />
    <TextField source="product_title" emptyText="—" />
    <TextField source="collection_title" emptyText="—" />
  </ShowWithHistory>
);
export default ContentShow;
