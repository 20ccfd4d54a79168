// The old de and pt message packages ship no types.
declare module 'ra-language-german' {
  import type { TranslationMessages } from 'react-admin';
  const messages: TranslationMessages;
  export default messages;
}
declare module 'ra-language-portuguese' {
  import type { TranslationMessages } from 'react-admin';
  const messages: TranslationMessages;
  export default messages;
}
