import { useState } from 'react';
import { Link } from 'react-router-dom';
import AddIcon from '@mui/icons-material/Add';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Button, Card, CardContent, CardHeader, Menu, MenuItem, Stack, Typography } from '@mui/material';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { CONTENT_TYPES } from '../../domain/cms';
import { consolePath } from '../../domain/consolePath';
import { SortableRows } from '../containers/SortableRows';

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

const AddContentButton = ({ containerId, sectionId }: { containerId: number; sectionId: number }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button startIcon={<AddIcon />} onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu">
        {translate('resources.sections.contents.add')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {CONTENT_TYPES.map((type) => (
          <MenuItem
            key={type}
            component={Link}
            to={consolePath('/apps/container/:id/section/:section_id/content/:content_type/add', { id: containerId, section_id: sectionId, content_type: type })}
          >
            {translate(`resources.contents.types.${type}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

/** The section's content items in order, each flagged when what it points at cannot show; reorder by drag or keyboard. */
export const ContentsPanel = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const sectionId = Number(record?.id);
  const containerId = Number(record?.container_id);
  const { data = [], refetch } = useGetList<ContentRow>(
    'contents',
    { filter: { section_id: sectionId }, sort: { field: 'position', order: 'ASC' }, pagination: { page: 1, perPage: 100 } },
    { enabled: Boolean(record?.id) },
  );
  if (!record) return null;
  const nameOf = (row: ContentRow) =>
    row.title || row.product_title || row.collection_title || row.text.slice(0, 60) || row.link || translate(`resources.contents.types.${row.type}`);
  return (
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardHeader
        title={translate('resources.sections.contents.title')}
        titleTypographyProps={{ component: 'h2', variant: 'h6' }}
        action={<AddContentButton containerId={containerId} sectionId={sectionId} />}
      />
      <CardContent>
        {data.length ? (
          <SortableRows resource="contents" rows={data} nameOf={nameOf} onMoved={() => void refetch()}>
            {(row) => (
              <>
                <Box sx={{ flex: 1 }}>
                  <Typography>{nameOf(row)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`resources.contents.types.${row.type}`)}
                  </Typography>
                  {row.dangling && (
                    <Stack direction="row" spacing={0.5} alignItems="center" sx={{ color: 'warning.dark' }}>
                      <WarningAmberIcon fontSize="small" />
                      <Typography variant="body2">{translate(`resources.contents.dangling.${row.dangling}`)}</Typography>
                    </Stack>
                  )}
                </Box>
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
              </>
            )}
          </SortableRows>
        ) : (
          <Typography color="text.secondary">{translate('resources.sections.contents.empty')}</Typography>
        )}
      </CardContent>
    </Card>
  );
};
