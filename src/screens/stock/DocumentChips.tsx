import { Chip } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';

/** A chip per document (number and status) that opens it. */
export const DocumentChips = ({ documents, selected, onSelect }: { documents: RaRecord[]; selected?: number; onSelect: (id: number) => void }) => {
  const translate = useTranslate();
  return documents.map((document) => (
    <Chip
      key={document.id}
      label={`#${document.id} · ${translate(`stock.statuses.${document.status}`)}`}
      onClick={() => onSelect(document.id as number)}
      color={document.id === selected ? 'primary' : 'default'}
      sx={{ height: 48, fontSize: '1rem' }}
    />
  ));
};
