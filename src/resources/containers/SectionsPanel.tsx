import { useState } from 'react';
import { Link } from 'react-router-dom';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Card, CardContent, CardHeader, Chip, Menu, MenuItem, Typography } from '@mui/material';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { SECTION_TYPES } from '../../domain/cms';
import { consolePath } from '../../domain/consolePath';
import { SortableRows } from './SortableRows';

interface SectionRow {
  id: number;
  position: number;
  type: string;
  title: string;
  items: number;
}

/** Opens the form of a new section of the chosen type (the spec's /apps/container/:id/section/:type/add). */
const AddSectionButton = ({ containerId }: { containerId: number }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button startIcon={<AddIcon />} onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu">
        {translate('resources.containers.sections.add')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {SECTION_TYPES.map((type) => (
          <MenuItem key={type} component={Link} to={consolePath('/apps/container/:id/section/:section_type/add', { id: containerId, section_type: type })}>
            {translate(`resources.sections.types.${type}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

/** The container's draft sections in storefront order: reorder by dragging or from the keyboard, open one to edit it. */
export const SectionsPanel = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const containerId = Number(record?.id);
  const { data = [], refetch } = useGetList<SectionRow>(
    'sections',
    { filter: { container_id: containerId }, sort: { field: 'position', order: 'ASC' }, pagination: { page: 1, perPage: 100 } },
    { enabled: Boolean(record?.id) },
  );
  if (!record) return null;
  const nameOf = (row: SectionRow) => row.title || translate(`resources.sections.types.${row.type}`);
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardHeader title={translate('resources.containers.sections.title')} titleTypographyProps={{ component: 'h2', variant: 'h6' }} action={<AddSectionButton containerId={containerId} />} />
      <CardContent>
        {data.length ? (
          <>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {translate('resources.containers.reorder.instructions')}
            </Typography>
            <SortableRows resource="sections" rows={data} nameOf={nameOf} onMoved={() => void refetch()}>
              {(row) => (
                <>
                  <Box sx={{ flex: 1 }}>
                    <Typography>{nameOf(row)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {translate(`resources.sections.types.${row.type}`)} · {translate('resources.containers.sections.items', { smart_count: row.items })}
                    </Typography>
                  </Box>
                  <Chip size="small" label={`#${row.position + 1}`} />
                  <Button
                    component={Link}
                    to={consolePath('/apps/container/:container_id/section/:section_type/:section_id', { container_id: containerId, section_type: row.type, section_id: row.id })}
                    startIcon={<EditIcon />}
                    aria-label={`${translate('resources.containers.sections.edit')}: ${nameOf(row)}`}
                  >
                    {translate('resources.containers.sections.edit')}
                  </Button>
                </>
              )}
            </SortableRows>
          </>
        ) : (
          <Typography color="text.secondary">{translate('resources.containers.sections.empty')}</Typography>
        )}
      </CardContent>
    </Card>
  );
};
