import { styled } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

const SkipLink = styled('a')(({ theme }) => ({
  position: 'fixed',
  left: theme.spacing(2),
  top: theme.spacing(-10),
  zIndex: 5000,
  padding: theme.spacing(1),
  borderRadius: (theme.vars ?? theme).shape.borderRadius,
  backgroundColor: (theme.vars ?? theme).palette.primary.main,
  color: (theme.vars ?? theme).palette.primary.contrastText,
  ...theme.typography.button,
  '&:focus': { top: theme.spacing(2) },
}));

/** react-admin's skip-navigation button as a link: the first thing a keyboard reaches, to the page's content. */
export const SkipToContent = () => {
  const translate = useTranslate();
  return (
    <SkipLink className="skip-nav-button" href="#main-content">
      {translate('ra.navigation.skip_nav')}
    </SkipLink>
  );
};
