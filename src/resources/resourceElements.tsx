import { Resource } from 'react-admin';
import { RESOURCES } from '../domain/resources';
import { RESOURCE_VIEWS } from './registry';
import { ResourcePlaceholder } from './ResourcePlaceholder';

/** A <Resource> for every entry of the resource table. */
export const resourceElements = () =>
  RESOURCES.map(({ name }) => {
    const views = RESOURCE_VIEWS[name];
    return views ? <Resource key={name} name={name} {...views} /> : <Resource key={name} name={name} list={ResourcePlaceholder} />;
  });
