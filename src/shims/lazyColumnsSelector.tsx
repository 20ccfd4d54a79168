import { Suspense, use, type ComponentProps, type ReactNode } from 'react';
import { loadOnce } from './loadOnce';

const loadParts = loadOnce(() => import('./columnsSelector'));

const RealColumnsSelector = ({ children }: { children?: ReactNode }) => {
  const { ColumnsSelector: Selector } = use(loadParts());
  return <Selector>{children}</Selector>;
};

/**
 * react-admin's DataTable renders its column chooser (a search field, switches, diacritic: ~5 kB gzip)
 * and each column its item in it eagerly, though they only show inside a ColumnsButton's menu;
 * vite.config.ts points DataTable's and DataTableColumn's imports here, so they load after the first rows.
 */
export const ColumnsSelector = ({ children }: { children?: ReactNode }) => (
  <Suspense fallback={null}>
    <RealColumnsSelector>{children}</RealColumnsSelector>
  </Suspense>
);

/** Rendered only inside ColumnsSelector, once its promise has settled. */
export const ColumnsSelectorItem = (props: ComponentProps<typeof import('./columnsSelector')['ColumnsSelectorItem']>) => {
  const { ColumnsSelectorItem: Item } = use(loadParts());
  return <Item {...props} />;
};
