import { Fragment, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A code (SKU, barcode, order number) on one line: text breaks between whole codes, never inside one. */
export const Code = ({ children }: { children: ReactNode }) => <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;

const MARK = '\u0000';

/**
 * A translated message whose parameters are codes, each kept whole (Code): the message is translated
 * with markers in their places, then split at them.
 */
export const TranslatedWithCodes = ({ message, codes }: { message: string; codes: Record<string, string> }) => {
  const translate = useTranslate();
  const names = Object.keys(codes);
  const marked = translate(message, Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`])));
  return (
    <>
      {marked.split(MARK).map((part, index) => (
        <Fragment key={index}>{index % 2 === 1 ? <Code>{codes[names[Number(part)]!]}</Code> : part}</Fragment>
      ))}
    </>
  );
};
