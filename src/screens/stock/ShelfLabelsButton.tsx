import { useState } from 'react';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import { Button, useListContext, useNotify, useTranslate } from 'react-admin';
import { saveFile } from '../../components/saveFile';

/**
 * Downloads the labels (Code 128 and QR code of the code, the code printed) of the rack's shelves
 * listed, or with `selected` of the shelves selected, as a PDF sheet made in the browser.
 */
export const ShelfLabelsButton = ({ rackCode, selected = false }: { rackCode: string; selected?: boolean }) => {
  const { data = [], selectedIds } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [making, setMaking] = useState(false);
  const shelves = selected ? data.filter((shelf) => selectedIds.includes(shelf.id)) : data;
  const make = async () => {
    setMaking(true);
    try {
      // The PDF writer loads only when a sheet is asked for.
      const { shelfLabelsPdf } = await import('../../labels/shelfLabels');
      const place = translate('resources.racks.label_place', { rack: rackCode });
      saveFile(await shelfLabelsPdf(shelves.map((shelf) => ({ code: shelf.code as string, place }))), `shelf-labels-${rackCode}.pdf`);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setMaking(false);
    }
  };
  return (
    <Button label={selected ? 'resources.racks.selected_labels' : 'resources.racks.shelf_labels'} onClick={() => void make()} disabled={making || !shelves.length}>
      <QrCodeIcon />
    </Button>
  );
};
