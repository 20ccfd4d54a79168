import type { ReactNode } from 'react';
import { AppBar, Layout } from 'react-admin';
import { AppMenu } from './AppMenu';
import { Breadcrumbs } from './Breadcrumbs';
import { ScrollToTop } from './ScrollToTop';

/** react-admin's bar defaults to the secondary colour; the spec's brand colour is the primary. */
const BrandAppBar = () => <AppBar color="primary" />;

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={AppMenu} appBar={BrandAppBar}>
    <ScrollToTop />
    <Breadcrumbs />
    {children}
  </Layout>
);
