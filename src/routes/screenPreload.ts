import { createContext } from 'react';

/**
 * How a table loads ahead the screen its rows open (src/list/TableBody.tsx): the console's
 * layout gives the resource registry's (AppLayout); outside it, nothing loads ahead.
 */
export const ScreenPreloadContext = createContext<(resource: string | undefined, view: 'show' | 'edit') => Promise<void>>(async () => undefined);
