/** The success envelope every base answers with (spec section 7: `isSuccess` and `body`). */
export const ok = <T>(body: T) => ({ isSuccess: true as const, body });
