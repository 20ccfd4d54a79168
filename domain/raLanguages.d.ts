// The old de and pt message packages ship no types; the server renders their validation messages.
declare module 'ra-language-german' {
  const messages: { ra: { validation: Record<string, string> } };
  export default messages;
}
declare module 'ra-language-portuguese' {
  const messages: { ra: { validation: Record<string, string> } };
  export default messages;
}
