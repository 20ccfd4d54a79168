import { BooleanField, SelectField, TextField } from 'react-admin';
import { ShowWithHistory } from '../../components/ShowWithHistory';
import { LocaleDateField } from '../../fields/LocaleDateField';
import { platformChoices } from './cmsChoices';
import { PublishingPanel } from './PublishingPanel';
import { SectionsPanel } from './SectionsPanel';

/** /apps/container/view/:id: the container, its draft's sections in order, publishing and versions, History. */
const ContainerShow = () => (
  <ShowWithHistory
    below={
      <>
        <SectionsPanel />
        <PublishingPanel />
      </>
    }
  >
    <TextField source="name" />
    <TextField source="slug" />
    <SelectField source="platform" choices={platformChoices} />
    <TextField source="live_version" emptyText="—" />
    <BooleanField source="draft_changed" />
    <LocaleDateField source="scheduled_at" showTime emptyText="—" />
  </ShowWithHistory>
);
export default ContainerShow;
