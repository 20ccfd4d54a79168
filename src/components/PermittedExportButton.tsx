import { ExportButton, type ExportButtonProps } from 'react-admin';
import { useKnownCanAccess } from '../access/useKnownCanAccess';

/**
 * The list's export button, for those allowed to export its resource: export is its own permission,
 * and react-admin's ExportButton does not check it by itself.
 */
export const PermittedExportButton = (props: ExportButtonProps) => {
  const { canAccess } = useKnownCanAccess({ resource: props.resource, action: 'export' });
  return canAccess ? <ExportButton {...props} /> : null;
};
