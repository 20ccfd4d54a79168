/**
 * The server's messages of one locale as the console's `server.*` keys, from every area's
 * `domain/<area>/messages/<locale>.ts` (collected by glob in src/i18n/locales; the server lists
 * the areas in domain/serverMessages.ts). Keys are one namespace across areas.
 */
export const serverMessagesOf = (areas: Record<string, object>) => ({ server: Object.assign({}, ...Object.values(areas)) as object });
