import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec section 2: scroll resets to the top and the loading overlay hides after each navigation. */
export const ScrollToTop = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    document.getElementById('boot-overlay')?.remove();
  }, [pathname]);
  return null;
};
