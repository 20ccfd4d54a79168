import { Suspense, use, type ComponentProps, type ComponentType } from 'react';
import { loadOnce } from './loadOnce';

type BulkParts = typeof import('./bulkParts');

/** One promise for every part: the checkboxes of a page's rows show in the same render. */
const loadParts = loadOnce(() => import('./bulkParts'));

const deferredPart = <K extends keyof BulkParts>(name: K) => {
  type Props = ComponentProps<BulkParts[K]> & object;
  const Loaded = (props: Props) => {
    const Component = use(loadParts())[name] as ComponentType<Props>;
    return <Component {...props} />;
  };
  const Part = (props: Props) => (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
  Part.displayName = name;
  return Part;
};

/**
 * react-admin's DataTable imports its bulk actions (the selection checkboxes, the toolbar shown over a
 * selection, the default bulk delete with its mutation and confirmation) eagerly, though a list
 * without bulk actions (the product list) renders none of them; vite.config.ts points DataTable's
 * imports here, so they load only with a list that has bulk actions, as it renders.
 */
export const BulkActionsToolbar = deferredPart('BulkActionsToolbar');
export const BulkDeleteButton = deferredPart('BulkDeleteButton');
export const SelectPageCheckbox = deferredPart('SelectPageCheckbox');
export const SelectRowCheckbox = deferredPart('SelectRowCheckbox');
