import { lazy, Suspense, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { useCanAccessCallback, useResourceDefinitions } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { consolePlace } from './consolePlace';
import { NeighbourJump } from './NeighbourJump';
import { isInOverlay, isTyping } from './shortcuts';

// The list of shortcuts (MUI's Dialog), loaded when `?` first asks for it.
const ShortcutsDialog = lazy(() => import('./ShortcutsDialog').then(({ ShortcutsDialog: dialog }) => ({ default: dialog })));

/**
 * The form ctrl+s saves: the one holding focus, else the open dialog's, else the page's first. It is
 * submitted as Enter in one of its fields would: react-admin's own submit handler then validates,
 * transforms and saves through the form's save context, as its save button does.
 */
const formToSave = (target: EventTarget | null): HTMLFormElement | null => {
  const focused = target instanceof Element ? target.closest('form') : null;
  if (focused) return focused;
  return document.querySelector<HTMLFormElement>('[role="dialog"] form') ?? document.querySelector<HTMLFormElement>('#main-content form');
};

/**
 * The console's keyboard shortcuts (listed by `?`, see ./shortcuts.ts): n adds a record on a list,
 * ctrl+s saves a form, j and k go to the next and previous record, esc back to the list. None fires
 * while the user types in a field, but ctrl+s. Search (/ and ctrl+K) is bound by the search itself.
 */
export const KeyboardShortcuts = () => {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const definitions = useResourceDefinitions();
  const resources = useMemo(() => Object.keys(definitions), [definitions]);
  const place = useMemo(() => consolePlace(pathname, resources), [pathname, resources]);
  const canAccess = useCanAccessCallback();
  const [helpOpen, setHelpOpen] = useState(false);
  const [jump, setJump] = useState<'next' | 'previous'>();
  const jumpDone = useCallback(() => setJump(undefined), []);

  // Listening from the commit that shows the page: a passive effect runs after the paint, and a key
  // pressed meanwhile (the page already shown) was lost.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return;
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        formToSave(event.target)?.requestSubmit();
        return;
      }
      if (event.ctrlKey || event.metaKey || isTyping(event.target) || isInOverlay(event.target)) return;
      if (event.key === '?') {
        setHelpOpen(true);
      } else if (event.key.toLowerCase() === 'n' && place?.view === 'list' && definitions[place.resource]?.hasCreate) {
        const { resource } = place;
        void Promise.resolve(canAccess({ resource, action: 'create' })).then((allowed) => allowed && navigate(`/${resource}/create`));
      } else if ((event.key === 'j' || event.key === 'k') && place && (place.view === 'edit' || place.view === 'show')) {
        setJump(event.key === 'j' ? 'next' : 'previous');
      } else if (event.key === 'Escape' && place && place.view !== 'list') {
        navigate(`/${place.resource}`);
      } else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [place, definitions, canAccess, navigate]);

  return (
    <>
      {helpOpen && (
        <Suspense fallback={null}>
          <ShortcutsDialog open onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
      {jump && place && (place.view === 'edit' || place.view === 'show') && (
        <NeighbourJump key={`${place.id}-${jump}`} resource={place.resource} id={place.id} linkType={place.view} direction={jump} onDone={jumpDone} />
      )}
    </>
  );
};
