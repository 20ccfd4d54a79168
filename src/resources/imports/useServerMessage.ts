import { useTranslate } from 'react-admin';
import { renderParams } from '@domain/renderMessage';
import type { ServerMessage } from '@domain/serverMessages';

/** Renders a message the server stored (an import row's error) in the console's language. */
export const useServerMessage = () => {
  const translate = useTranslate();
  return (message: ServerMessage) => translate(message.key, renderParams(message, (key, params) => translate(key, params)));
};
