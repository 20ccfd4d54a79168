import { useMemo } from 'react';
import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { describeLocation } from './breadcrumbTrail';

/** Home, then section, then current page (spec section 2). */
export const Breadcrumbs = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  // Matched again only when the path changes, not on each of a list's query changes (~60 route patterns).
  const trail = useMemo(() => describeLocation(pathname), [pathname]);
  if (!trail) return null;
  return (
    <MuiBreadcrumbs aria-label={translate('app.breadcrumbs.label')} sx={{ mt: 2, mb: 1 }} data-testid="breadcrumbs">
      <Link component={RouterLink} to="/dashboard/analytics" underline="hover" color="inherit">
        {translate('app.breadcrumbs.home')}
      </Link>
      {trail.section.link ? (
        <Link component={RouterLink} to={trail.section.link} underline="hover" color="inherit">
          {translate(trail.section.label, { smart_count: 2 })}
        </Link>
      ) : (
        <Typography color="inherit">{translate(trail.section.label, { smart_count: 2 })}</Typography>
      )}
      <Typography color="text.primary">{translate(trail.page, { smart_count: 1 })}</Typography>
    </MuiBreadcrumbs>
  );
};
