import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';

const titleContainer = () => (typeof document === 'undefined' ? null : document.getElementById('react-admin-title'));

/**
 * A page's title in the app bar, where react-admin's <Title> puts it (the layout's
 * `#react-admin-title`): a string is an i18n key (or the text itself), else the default title. Not
 * react-admin's <Title>, whose title a user may retype in the preferences Inspector, which the
 * console does not open: its editor would load with every list.
 */
export const PageTitle = ({ title, defaultTitle }: { title?: ReactNode; defaultTitle?: ReactNode }) => {
  const translate = useTranslate();
  const [container, setContainer] = useState(titleContainer);
  // On the layout's first render the app bar's container is not in the page yet: it is the frame after.
  useEffect(() => {
    if (container && document.body.contains(container)) return undefined;
    const frame = requestAnimationFrame(() => setContainer(titleContainer()));
    return () => cancelAnimationFrame(frame);
  }, [container]);
  if (!container) return null;
  const text = !title ? defaultTitle : typeof title === 'string' ? translate(title, { _: title }) : title;
  return createPortal(
    <span>
      <span>{text}</span>
    </span>,
    container,
  );
};
