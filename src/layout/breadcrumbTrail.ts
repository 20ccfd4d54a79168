import { matchPath } from 'react-router-dom';
import { SPEC_ROUTES } from '@domain/consoleRoutes';
import { findResource } from '@domain/resources';

export interface Trail {
  section: { label: string; link?: string };
  page: string;
}

const VIEW_LABELS: Record<string, string> = {
  create: 'app.breadcrumbs.create',
  show: 'app.breadcrumbs.show',
};

/** The breadcrumb trail of a console path: a spec screen, or a resource view (/customers/12/show). */
export const describeLocation = (pathname: string): Trail | undefined => {
  for (const route of SPEC_ROUTES) {
    if (route.screen && matchPath({ path: route.path, end: true }, pathname)) {
      return { section: { label: `app.sections.${route.section}` }, page: `app.screens.${route.screen}` };
    }
  }
  const [, name, id, view] = pathname.split('/');
  if (!name || !findResource(name)) return undefined;
  const section = { label: `resources.${name}.name`, link: `/${name}` };
  if (!id) return { section: { label: `resources.${name}.name` }, page: 'app.breadcrumbs.list' };
  if (id === 'create') return { section, page: VIEW_LABELS.create! };
  return { section, page: view === 'show' ? VIEW_LABELS.show! : 'app.breadcrumbs.edit' };
};
