import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when it can. The console's content security policy
 * has no 'unsafe-eval', so even zod's probe for it is refused and reported: the console parses
 * without compiling (the server keeps the compiled parsers).
 */
z.config({ jitless: true });
