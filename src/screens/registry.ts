import type { ComponentType, LazyExoticComponent } from 'react';
import type { ScreenName } from '../domain/consoleRoutes';

/**
 * Screens that are built, each loaded on demand with React.lazy; the others show a titled
 * placeholder until their issue lands.
 */
export const SCREEN_COMPONENTS: Partial<Record<ScreenName, LazyExoticComponent<ComponentType>>> = {};
