import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from './whenIdle';

/**
 * A dialog whose code loads once the page is idle (or the first time it opens, if sooner), mounted
 * from its first opening on as the real one always is (it keeps what was typed in it between
 * openings, and plays its closing transition).
 */
export const loadedWhenOpened = <P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean) => {
  const Dialog = lazy(async () => ({ default: await load() }));
  const DeferredDialog = (props: P) => {
    const [opened, setOpened] = useState(() => isOpen(props));
    if (isOpen(props) && !opened) setOpened(true);
    // Its code at hand before the user asks (a failed early load is tried again on opening).
    useEffect(() => whenIdle(() => void load().catch(() => undefined)), []);
    return opened ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  };
  return DeferredDialog;
};
