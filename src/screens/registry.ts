import type { ComponentType, LazyExoticComponent } from 'react';
import type { ScreenName } from '@domain/consoleRoutes';

/** The screens a folder's index.ts exports as `screens` (a resource folder's too), each loaded on demand. */
export type ScreenSet = Partial<Record<ScreenName, LazyExoticComponent<ComponentType>>>;

const folders = import.meta.glob<{ screens?: ScreenSet }>(['./*/index.ts', '../resources/*/index.ts'], { eager: true });

/** Screens that are built; the others show a titled placeholder until their issue lands. */
export const SCREEN_COMPONENTS: ScreenSet = Object.assign({}, ...Object.values(folders).map((folder) => folder.screens));
