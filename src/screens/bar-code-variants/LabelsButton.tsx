import { useNavigate } from 'react-router-dom';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import { Button, useListContext, useRecordContext, type Identifier } from 'react-admin';
import { labelsLocation } from './labelTarget';
import { useKnownCanAccess } from '../../access/useKnownCanAccess';

/** Labels are an export of the catalogue: their buttons show only to staff with export on variants (the server refuses the others). */
const useCanMakeLabels = () => useKnownCanAccess({ resource: 'variants', action: 'export' }).canAccess === true;

/** Labels of the selected variants (bulk action of the variant lists). */
export const BulkLabelsButton = () => {
  const { selectedIds } = useListContext();
  const navigate = useNavigate();
  const allowed = useCanMakeLabels();
  if (!allowed) return null;
  return (
    <Button label="labels.make" onClick={() => navigate(labelsLocation({ ids: selectedIds.map(Number) }))}>
      <QrCodeIcon />
    </Button>
  );
};

/** Labels of every variant of the list as filtered now (list toolbar); its total goes along only when it was counted. */
export const ListLabelsButton = () => {
  const { filterValues, total: listed, meta } = useListContext();
  const total = (meta as { totalEstimated?: boolean } | undefined)?.totalEstimated ? undefined : listed;
  const navigate = useNavigate();
  const allowed = useCanMakeLabels();
  if (!allowed) return null;
  return (
    <Button label="labels.make_all" disabled={listed === 0} onClick={() => navigate(labelsLocation({ filter: filterValues, total }))}>
      <QrCodeIcon />
    </Button>
  );
};

/** The labels of the variant on screen. */
export const RecordLabelsButton = () => {
  const record = useRecordContext<{ id: Identifier }>();
  const navigate = useNavigate();
  const allowed = useCanMakeLabels();
  if (!allowed || !record) return null;
  return (
    <Button label="labels.make" onClick={() => navigate(labelsLocation({ ids: [Number(record.id)] }))}>
      <QrCodeIcon />
    </Button>
  );
};
