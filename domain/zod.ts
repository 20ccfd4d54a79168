import { z } from 'zod';

/**
 * The zod every shared schema is built with. Zod compiles object parsers with `new Function` when it
 * can; the console's content security policy has no 'unsafe-eval', so even zod's probe for it would be
 * refused and reported. In the browser the schemas parse without compiling, set here before any schema
 * exists; the server keeps the compiled parsers.
 */
if ('document' in globalThis) z.config({ jitless: true });

export { z };
