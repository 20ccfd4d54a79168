import { useResourceContext } from 'react-admin';
import { ScreenPlaceholder } from '../screens/ScreenPlaceholder';

/** List view of a resource whose screens have not landed yet. */
export const ResourcePlaceholder = () => {
  const resource = useResourceContext();
  return <ScreenPlaceholder title={`resources.${resource}.name`} />;
};
