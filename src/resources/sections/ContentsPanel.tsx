import { Link } from 'react-router-dom';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Button, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { CONTENT_TYPES } from '@domain/cms';
import { consolePath } from '@domain/consolePath';
import { OrderedChildrenPanel } from '../containers/OrderedChildrenPanel';

interface ContentRow {
  id: number;
  position: number;
  type: string;
  title: string;
  text: string;
  link: string | null;
  product_title: string | null;
  collection_title: string | null;
  dangling: string | null;
}

/** The section's content items in order, each flagged when what it points at cannot show; reorder by drag or keyboard. */
export const ContentsPanel = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const sectionId = Number(record.id);
  const containerId = Number(record.container_id);
  const nameOf = (row: ContentRow) =>
    row.title || row.product_title || row.collection_title || row.text.slice(0, 60) || row.link || translate(`resources.contents.types.${row.type}`);
  return (
    <OrderedChildrenPanel
      resource="contents"
      filter={{ section_id: sectionId }}
      messages="resources.sections.contents"
      types={CONTENT_TYPES}
      addPath={(type) => consolePath('/apps/container/:id/section/:section_id/content/:content_type/add', { id: containerId, section_id: sectionId, content_type: type })}
      sx={{ m: 2 }}
      nameOf={nameOf}
      describe={(row) => (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate(`resources.contents.types.${row.type}`)}
          </Typography>
          {row.dangling && (
            <Stack direction="row" spacing={0.5} alignItems="center" sx={{ color: 'warning.dark' }}>
              <WarningAmberIcon fontSize="small" />
              <Typography variant="body2">{translate(`resources.contents.dangling.${row.dangling}`)}</Typography>
            </Stack>
          )}
        </>
      )}
      actions={(row) => (
        <Button
          component={Link}
          to={consolePath('/apps/container/:id/section/:section_id/content/:content_type/:content_id/view', {
            id: containerId,
            section_id: sectionId,
            content_type: row.type,
            content_id: row.id,
          })}
          aria-label={`${translate('resources.sections.contents.view')}: ${nameOf(row)}`}
        >
          {translate('resources.sections.contents.view')}
        </Button>
      )}
    />
  );
};
