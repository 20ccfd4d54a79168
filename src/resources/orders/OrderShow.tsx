import { Box } from '@mui/material';
import { Show } from 'react-admin';
import { HistoryPanel } from '../../components/HistoryPanel';
import { OrderActions } from './OrderActions';
import { OrderSideFacts, OrderSummary } from './OrderFacts';
import { OrderLines } from './OrderLines';
import { OrderNoteForm } from './OrderNoteForm';
import { OrderSection } from './OrderSection';
import { OrderTimeline } from './OrderTimeline';
import { OrderTotals } from './OrderTotals';
import { OrderPayments } from './payments/OrderPayments';
import { useOrderLayout } from './useOrderLayout';

const Payments = () => (
  <OrderSection title="resources.orders.sections.payments">
    <OrderPayments />
  </OrderSection>
);

const Timeline = () => (
  <OrderSection title="resources.orders.sections.timeline">
    <OrderTimeline />
    <OrderNoteForm />
  </OrderSection>
);

/** The spec's view: the order at a glance, its lines, totals, payments and timeline, one under the other. */
const ClassicLayout = () => (
  <Box sx={{ p: 2 }}>
    <OrderSection title="resources.orders.sections.summary">
      <OrderSummary />
    </OrderSection>
    <OrderSection title="resources.orders.sections.lines">
      <OrderLines />
    </OrderSection>
    <OrderSection title="resources.orders.sections.totals">
      <OrderTotals />
    </OrderSection>
    <Payments />
    <Timeline />
  </Box>
);

/** Two columns only where the page itself is wide enough for the lines' GST columns (not the window). */
const WIDE = '@container (min-width: 1200px)';
const MEDIUM = '@container (min-width: 700px)';

/**
 * The spec's view-new: the order at a glance, lines with their GST breakdown, totals with the tax's
 * parts and the timeline, beside the addresses, payment and fulfilment facts.
 */
const DetailedLayout = () => (
  <Box sx={{ p: 2, containerType: 'inline-size' }}>
    {/* minmax(0, …): a column as wide as the page, never as its widest table (which scrolls or stacks inside its card instead). */}
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)', alignItems: 'start', [WIDE]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
      <Box sx={{ minWidth: 0 }}>
        <OrderSection title="resources.orders.sections.summary">
          <OrderSummary />
        </OrderSection>
        <OrderSection title="resources.orders.sections.lines">
          <Box sx={{ overflowX: 'auto' }}>
            <OrderLines detailed />
          </Box>
        </OrderSection>
        <OrderSection title="resources.orders.sections.totals">
          <OrderTotals detailed />
        </OrderSection>
        <Payments />
        <Timeline />
      </Box>
      <Box sx={{ minWidth: 0, display: 'grid', columnGap: 2, gridTemplateColumns: 'minmax(0, 1fr)', [MEDIUM]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [WIDE]: { gridTemplateColumns: 'minmax(0, 1fr)' } }}>
        <OrderSideFacts />
      </Box>
    </Box>
  </Box>
);

const OrderLayout = () => (useOrderLayout() === 'detailed' ? <DetailedLayout /> : <ClassicLayout />);

/** One order (orders and offline orders): its layout by path, the moves and notes it may take, then its History. */
const OrderShow = () => (
  <Show actions={<OrderActions />}>
    <OrderLayout />
    <HistoryPanel resource="orders" />
  </Show>
);

export default OrderShow;
