import { useState, type ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { IconButton, List, ListItem, Stack } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';

export interface OrderedRow {
  id: number;
  position: number;
}

interface SortableRowsProps<Row extends OrderedRow> {
  /** 'sections' or 'contents': its `move` action saves each drop. */
  resource: string;
  rows: Row[];
  /** How a row is named to screen readers and on its handle. */
  nameOf: (row: Row) => string;
  children: (row: Row) => ReactNode;
  /** Called after a move is saved (or refused), to read the list again. */
  onMoved: () => void;
}

const SortableRow = ({ id, handleLabel, children }: { id: number; handleLabel: string; children: ReactNode }) => {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <ListItem
      ref={setNodeRef}
      divider
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{ bgcolor: isDragging ? 'action.selected' : 'background.paper', position: 'relative', zIndex: isDragging ? 1 : 'auto' }}
    >
      <Stack direction="row" spacing={1} alignItems="center" sx={{ width: '100%' }}>
        <IconButton ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={handleLabel} size="small" sx={{ cursor: 'grab', touchAction: 'none' }}>
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
        {children}
      </Stack>
    </ListItem>
  );
};

/**
 * Rows ordered by drag and drop with the pointer, or from the keyboard (Space on a handle, arrows,
 * Space again), with spoken announcements. Each drop is one `move` call: the server shifts the rows
 * in between atomically; the list shows the new order at once and reads it again after.
 */
export const SortableRows = <Row extends OrderedRow>({ resource, rows, nameOf, children, onMoved }: SortableRowsProps<Row>) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  // The order of the last drop, shown until the list read again after it comes back.
  const [moved, setMoved] = useState<{ from: Row[]; order: Row[] }>();
  const order = moved && moved.from === rows ? moved.order : rows;
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const nameAt = (id: UniqueIdentifier) => {
    const row = order.find((candidate) => candidate.id === id);
    return row ? nameOf(row) : '';
  };
  const place = (id: UniqueIdentifier | undefined) => ({ position: order.findIndex((row) => row.id === id) + 1, count: order.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) => translate('resources.containers.reorder.picked', { name: nameAt(active.id) }),
    onDragOver: ({ active, over }) => (over ? translate('resources.containers.reorder.over', { name: nameAt(active.id), ...place(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? translate('resources.containers.reorder.dropped', { name: nameAt(active.id), ...place(over.id) }) : undefined),
    onDragCancel: ({ active }) => translate('resources.containers.reorder.cancelled', { name: nameAt(active.id) }),
  };

  const dropped = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.findIndex((row) => row.id === active.id);
    const to = order.findIndex((row) => row.id === over.id);
    setMoved({ from: rows, order: arrayMove(order, from, to) });
    try {
      await dataProvider.action(resource, { id: active.id, name: 'move', data: { position: to } });
      notify('resources.containers.reorder.saved', { type: 'info' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
    onMoved();
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={(event) => void dropped(event)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: translate('resources.containers.reorder.instructions') } }}
    >
      <SortableContext items={order.map((row) => row.id)} strategy={verticalListSortingStrategy}>
        <List disablePadding>
          {order.map((row) => (
            <SortableRow key={row.id} id={row.id} handleLabel={translate('resources.containers.reorder.handle', { name: nameOf(row) })}>
              {children(row)}
            </SortableRow>
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
};
