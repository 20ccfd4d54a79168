import { ExportButton, type ExportButtonProps } from '../list/ExportButton';
import { useKnownCanAccess } from '../access/useKnownCanAccess';

/**
 * The list's export button, for those allowed to export its resource: export is its own permission,
 * and the list's ExportButton does not check it by itself.
 */
export const PermittedExportButton = ({ resource, ...props }: ExportButtonProps & { resource?: string }) => {
  const { canAccess } = useKnownCanAccess({ resource, action: 'export' });
  return canAccess ? <ExportButton {...props} /> : null;
};
