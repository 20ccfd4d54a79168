import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

type PageTitleProps = { title?: ReactNode; defaultTitle?: ReactNode; className?: string; preferenceKey?: string | false; [prop: string]: unknown };

/**
 * react-admin's page title is a Configurable: a title a user may retype in the preferences
 * Inspector, with its editor (an MUI TextField) and the editing frame. The console opens no Inspector
 * (./noInspector.ts), so vite.config.ts points react-admin's <Title> here: the title as react-admin's
 * PageTitle (not exported) renders it, which is what the Configurable shows when none was retyped.
 */
export const PageTitleConfigurable = ({ title, defaultTitle, className, preferenceKey: _preferenceKey, ...rest }: PageTitleProps) => {
  const translate = useTranslate();
  return (
    <span className={className}>
      {!title ? <span {...rest}>{defaultTitle}</span> : typeof title === 'string' ? <span {...rest}>{translate(title, { _: title })}</span> : title}
    </span>
  );
};
