import { Show, useRecordContext } from 'react-admin';
import { Box } from '@mui/material';
import { HistoryPanel } from '../../components/HistoryPanel';
import { MovePanel } from '../../screens/stock/MovePanel';

const Move = () => {
  const record = useRecordContext();
  return record ? (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <MovePanel id={record.id as number} />
    </Box>
  ) : null;
};

/** /stock-moves/:id/show: one move at a desk (scanner or keyboard), and its History. */
const StockMoveShow = () => (
  <Show>
    <Move />
    <HistoryPanel />
  </Show>
);
export default StockMoveShow;
