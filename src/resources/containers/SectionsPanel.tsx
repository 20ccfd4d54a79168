import { Link } from 'react-router-dom';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { SECTION_TYPES } from '@domain/cms';
import { consolePath } from '@domain/consolePath';
import { OrderedChildrenPanel } from './OrderedChildrenPanel';

interface SectionRow {
  id: number;
  position: number;
  type: string;
  title: string;
  items: number;
}

/** The container's draft sections in storefront order: reorder by dragging or from the keyboard, open one to edit it. */
export const SectionsPanel = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const containerId = Number(record.id);
  const nameOf = (row: SectionRow) => row.title || translate(`resources.sections.types.${row.type}`);
  return (
    <OrderedChildrenPanel
      resource="sections"
      filter={{ container_id: containerId }}
      messages="resources.containers.sections"
      instructions="resources.containers.reorder.instructions"
      types={SECTION_TYPES}
      addPath={(type) => consolePath('/apps/container/:id/section/:section_type/add', { id: containerId, section_type: type })}
      sx={{ mt: 2 }}
      nameOf={nameOf}
      describe={(row) => (
        <Typography variant="body2" color="text.secondary">
          {translate(`resources.sections.types.${row.type}`)} · {translate('resources.containers.sections.items', { smart_count: row.items })}
        </Typography>
      )}
      actions={(row) => (
        <>
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
    />
  );
};
