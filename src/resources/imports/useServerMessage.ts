import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { renderParams } from '@domain/renderMessage';
import type { ServerMessage } from '@domain/serverMessages';
import { useIntlLocale } from '../../i18n/intlLocale';
import { serverMessagesLoaded, serverMessagesReady } from '../../providers/i18nProvider';

/**
 * Renders a message the server stored (an import row's error) in the console's language. English
 * loads the server's messages on first use, and the provider takes them without telling React: until
 * they are in, a message renders empty (never its raw key), and the screen renders again once they are.
 */
export const useServerMessage = () => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const [ready, setReady] = useState(serverMessagesLoaded);
  useEffect(() => {
    if (ready) return;
    let shown = true;
    void serverMessagesReady().then(() => shown && setReady(true));
    return () => {
      shown = false;
    };
  }, [ready]);
  return (message: ServerMessage) => (ready ? translate(message.key, renderParams(message, (key, params) => translate(key, params), locale)) : '');
};
