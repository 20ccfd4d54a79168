import { BooleanField, EditButton, SelectField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { HistoryPanel } from '../../components/HistoryPanel';
import { LocaleDateField } from '../../fields/LocaleDateField';
import { platformChoices } from './cmsChoices';
import { PublishingPanel } from './PublishingPanel';
import { SectionsPanel } from './SectionsPanel';

/** /apps/container/view/:id: the container, its draft's sections in order, publishing and versions, History. */
const ContainerShow = () => (
  <Show
    actions={
      <TopToolbar>
        <EditButton />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <TextField source="name" />
      <TextField source="slug" />
      <SelectField source="platform" choices={platformChoices} />
      <TextField source="live_version" emptyText="—" />
      <BooleanField source="draft_changed" />
      <LocaleDateField source="scheduled_at" showTime emptyText="—" />
    </SimpleShowLayout>
    <SectionsPanel />
    <PublishingPanel />
    <HistoryPanel />
  </Show>
);
export default ContainerShow;
