import type { RaRecord } from 'react-admin';

/** "Women › Indian Wear › Lehengas": a category with its ancestors, so same-named ones differ. */
export const categoryLabel = (record: RaRecord) => (record.path ? `${record.path} › ${record.name}` : String(record.name ?? ''));
