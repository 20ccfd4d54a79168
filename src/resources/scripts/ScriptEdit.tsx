import { EditWithHistory } from '../../components/EditWithHistory';
import { ReviewToolbar } from './ReviewToolbar';
import { ScriptForm } from './ScriptForm';
import { VersionsPanel } from './VersionsPanel';

/** A save names the version it was edited from: the server refuses it if another was saved meanwhile. */
const withBase = (data: Record<string, unknown>) => ({ ...data, base_version: data.version });

/** /scripts/:id: the script, saved through its diff; its versions with rollback; History. */
const ScriptEdit = () => (
  <EditWithHistory transform={withBase} redirect={false}>
    <ScriptForm toolbar={<ReviewToolbar />} />
    <VersionsPanel />
  </EditWithHistory>
);
export default ScriptEdit;
