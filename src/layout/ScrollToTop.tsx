import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Spec section 2: scroll resets to the top after each navigation. The loading overlay hides with the
 * app's first screen (src/boot/consoleRoot.tsx) and does not come back.
 */
export const ScrollToTop = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
};
