import { CircularProgress, IconButton } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useLoading, useRefresh, useTranslate } from 'react-admin';

/**
 * react-admin's LoadingIndicator from its documented hooks: the refresh button, and over it while the
 * data loads a spinner named for assistive technology (WCAG asks a progress bar for a name). Its own
 * would bring MUI's Tooltip and Popper into the first page.
 */
export const BarLoadingIndicator = () => {
  const translate = useTranslate();
  const loading = useLoading();
  const refresh = useRefresh();
  return (
    <div className="RaLoadingIndicator-root" style={{ position: 'relative' }}>
      <IconButton
        color="inherit"
        aria-label={translate('ra.action.refresh')}
        className={loading ? 'RaLoadingIndicator-loadedIcon RaLoadingIndicator-loadedLoading' : 'RaLoadingIndicator-loadedIcon'}
        sx={{ opacity: loading ? 0 : 1 }}
        onClick={() => refresh()}
      >
        <RefreshIcon />
      </IconButton>
      {loading && (
        <CircularProgress
          className="app-loader RaLoadingIndicator-loader"
          color="inherit"
          size={16}
          thickness={6}
          aria-label={translate('ra.page.loading')}
          sx={{ position: 'absolute', top: '30%', left: '30%' }}
        />
      )}
    </div>
  );
};
