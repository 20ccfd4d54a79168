import AddIcon from '@mui/icons-material/Add';
import { useCreatePath, useGetResourceLabel, useResourceContext, useTranslate } from 'react-admin';
import { ToolbarButton, type ToolbarButtonProps } from './ToolbarButton';
import { useKnownCanAccess } from '../access/useKnownCanAccess';

type CreateButtonProps = Partial<Pick<ToolbarButtonProps, 'label' | 'to' | 'state' | 'variant' | 'className'>> & { resource?: string };

/**
 * A list's link to its Create page, as react-admin's CreateButton (label "Create", or the resource's
 * `resources.<name>.action.create`; shown to those allowed to create), on the console's ToolbarButton.
 */
export const CreateButton = ({ label, to, state, resource: resourceProp, ...rest }: CreateButtonProps) => {
  const resource = useResourceContext({ resource: resourceProp })!;
  const { canAccess, isPending } = useKnownCanAccess({ action: 'create', resource });
  const createPath = useCreatePath();
  const getResourceLabel = useGetResourceLabel();
  const translate = useTranslate();
  if (!canAccess || isPending) return null;
  const text =
    label ??
    translate(`resources.${resource}.action.create`, {
      name: getResourceLabel(resource, 1),
      _: translate('ra.action.create', { name: getResourceLabel(resource, 1) }),
    });
  return (
    <ToolbarButton
      label={text}
      icon={<AddIcon />}
      to={to ?? createPath({ resource, type: 'create' })}
      state={{ _scrollToTop: true, ...(state as object | undefined) }}
      className={['RaCreateButton-root', rest.className].filter(Boolean).join(' ')}
      variant={rest.variant}
    />
  );
};
