import { MovePanel } from './MovePanel';
import { ShopfloorScreen } from './ShopfloorScreen';

/**
 * /apps/move-inventory/:id: moving stock on a phone. Scan the shelf a unit leaves, the unit, the shelf it
 * goes to; a move to another warehouse is dispatched here and received there (it shows at both ends).
 */
const MoveScreen = () => (
  <ShopfloorScreen
    title="app.screens.move-inventory"
    resource="stock-moves"
    filters={(warehouseId) => ({ open: { involves: warehouseId, status: ['draft', 'in_transit'] }, posted: { involves: warehouseId, status: ['moved', 'received'] } })}
    newLabel="stock.move.new"
    panel={(id, _warehouseId, onPosted) => <MovePanel id={id} onPosted={onPosted} />}
  />
);
export default MoveScreen;
