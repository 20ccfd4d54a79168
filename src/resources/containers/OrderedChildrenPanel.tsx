import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, CardContent, CardHeader, Menu, MenuItem, Typography, type SxProps } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { SortableRows, type OrderedRow } from './SortableRows';

interface AddByTypeButtonProps<Type extends string> {
  label: string;
  types: readonly Type[];
  /** The message of a type's menu item. */
  typeLabel: (type: Type) => string;
  /** Where a new child of that type is made. */
  to: (type: Type) => string;
}

/** Opens the form of a new child of the type chosen from its menu. */
const AddByTypeButton = <Type extends string>({ label, types, typeLabel, to }: AddByTypeButtonProps<Type>) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button startIcon={<AddIcon />} onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu">
        {translate(label)}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {types.map((type) => (
          <MenuItem key={type} component={Link} to={to(type)}>
            {translate(typeLabel(type))}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

interface OrderedChildrenPanelProps<Row extends OrderedRow, Type extends string> {
  /** The children's resource ('sections', 'contents'): read in order, moved by its `move` action, its types named at `resources.<resource>.types`. */
  resource: string;
  /** Which rows are the parent's, e.g. { container_id: 3 }. */
  filter: Record<string, unknown>;
  /** Where the panel's messages are: `<messages>.title`, `.add` and `.empty` (none yet). */
  messages: string;
  /** How to reorder, said above the rows. */
  instructions?: string;
  /** The types a new child may have, and where one is made. */
  types: readonly Type[];
  addPath: (type: Type) => string;
  sx: SxProps;
  nameOf: (row: Row) => string;
  /** Under a row's name: what else tells it apart. */
  describe: (row: Row) => ReactNode;
  /** At a row's end: its buttons. */
  actions: (row: Row) => ReactNode;
}

/**
 * A CMS record's children in their storefront order (a container's sections, a section's content
 * items): reordered by dragging or from the keyboard, each opened from its row, a new one added by type.
 */
export const OrderedChildrenPanel = <Row extends OrderedRow, Type extends string>({
  resource,
  filter,
  messages,
  instructions,
  types,
  addPath,
  sx,
  nameOf,
  describe,
  actions,
}: OrderedChildrenPanelProps<Row, Type>) => {
  const translate = useTranslate();
  const { data = [], refetch } = useGetList<Row>(resource, { filter, sort: { field: 'position', order: 'ASC' }, pagination: { page: 1, perPage: 100 } });
  const addButton = <AddByTypeButton label={`${messages}.add`} types={types} typeLabel={(type) => `resources.${resource}.types.${type}`} to={addPath} />;
  return (
    <Card variant="outlined" sx={sx}>
      <CardHeader title={translate(`${messages}.title`)} titleTypographyProps={{ component: 'h2', variant: 'h6' }} action={addButton} />
      <CardContent>
        {data.length ? (
          <>
            {instructions && (
              <Typography variant="body2" color="text.secondary" gutterBottom>
                {translate(instructions)}
              </Typography>
            )}
            <SortableRows resource={resource} rows={data} nameOf={nameOf} onMoved={() => void refetch()}>
              {(row) => (
                <>
                  <Box sx={{ flex: 1 }}>
                    <Typography>{nameOf(row)}</Typography>
                    {describe(row)}
                  </Box>
                  {actions(row)}
                </>
              )}
            </SortableRows>
          </>
        ) : (
          <Typography color="text.secondary">{translate(`${messages}.empty`)}</Typography>
        )}
      </CardContent>
    </Card>
  );
};
