import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { Card, CardContent, IconButton, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import { STARRED_PAGES_LIMIT } from '@domain/profile';
import { useConsolePages } from '../search/consolePages';
import { useStars } from '../search/useStars';

/** The employee's starred pages (the search lists them first), each a link, each star removable. */
export const ProfileStars = () => {
  const translate = useTranslate();
  const pages = useConsolePages();
  const { stars, toggle } = useStars();
  const labelOf = (path: string) => pages.find((page) => page.path === path)?.label ?? path;
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2">
          {translate('resources.employees.profile.stars')}{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            ({translate('resources.employees.profile.stars_count', { count: stars.length, limit: STARRED_PAGES_LIMIT })})
          </Typography>
        </Typography>
        {stars.length ? (
          <List dense aria-label={translate('resources.employees.profile.stars')}>
            {stars.map((star) => (
              <ListItem
                key={star.id}
                disablePadding
                secondaryAction={
                  <IconButton edge="end" size="small" aria-label={translate('resources.employees.profile.unstar', { page: labelOf(star.path) })} onClick={() => toggle(star.path)}>
                    <StarIcon fontSize="small" color="warning" />
                  </IconButton>
                }
              >
                <ListItemButton component={Link} to={star.path}>
                  <ListItemText primary={labelOf(star.path)} secondary={star.path} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('resources.employees.profile.no_stars')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
