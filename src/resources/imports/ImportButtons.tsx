import HistoryIcon from '@mui/icons-material/History';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useCreatePath } from 'react-admin';
import { ToolbarButton } from '../../list/ToolbarButton';
import type { ImportResourceName } from '@domain/imports/resources';
import { useKnownCanAccess } from '../../access/useKnownCanAccess';

/**
 * A list page's links to its type's import: a new file, and the past imports. Shown only with the
 * module's import action (the server refuses the rest anyway).
 */
export const ImportButtons = ({ resource }: { resource: ImportResourceName }) => {
  const createPath = useCreatePath();
  const { canAccess } = useKnownCanAccess({ resource, action: 'import' });
  if (!canAccess) return null;
  return (
    <>
      <ToolbarButton to={createPath({ resource, type: 'create' })} label="imports.action.import" icon={<UploadFileIcon />} />
      <ToolbarButton to={createPath({ resource, type: 'list' })} label="imports.action.imports" icon={<HistoryIcon />} />
    </>
  );
};
