import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useListContext, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate, useUpdate } from 'react-admin';

/**
 * Moves a row of a list sorted by position one place up or down: the row takes its neighbour's
 * position and the server shifts the rows in between, in one call.
 */
export const PositionButtons = () => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const { data = [], sort } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record || !resource) return null;
  const ordered = sort.field === 'position' && sort.order === 'ASC';
  const index = data.findIndex((row) => row.id === record.id);
  const moveTo = (neighbour: { position: number } | undefined) =>
    neighbour &&
    update(
      resource,
      { id: record.id, data: { ...record, position: neighbour.position }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: refresh,
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  const button = (label: string, neighbour: { position: number } | undefined, icon: React.ReactNode) => (
    <Tooltip title={translate(label)}>
      <span>
        <IconButton
          size="small"
          aria-label={translate(label)}
          disabled={!ordered || !neighbour || isPending}
          onClick={(event) => {
            event.stopPropagation();
            moveTo(neighbour);
          }}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Stack direction="row">
      {button('taxonomy.position.up', data[index - 1], <ArrowUpwardIcon fontSize="small" />)}
      {button('taxonomy.position.down', data[index + 1], <ArrowDownwardIcon fontSize="small" />)}
    </Stack>
  );
};
