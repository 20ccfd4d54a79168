import type { ComponentType } from 'react';
import { lazyScreen } from '../routes/lazyScreen';
import type { ResourceFolder } from './registry';
import { lazyForms, type InputsModule } from './taxonomy/lazyForms';

/** A folder's screen files, as `import.meta.glob` gives them: lazy, each its own chunk. */
type ScreenFiles = Record<string, () => Promise<unknown>>;
type ScreenModule = { default: ComponentType<object> };

const VIEW_OF_SUFFIX = { List: 'list', Show: 'show', Edit: 'edit', Create: 'create' } as const;
const viewOf = (path: string) => Object.entries(VIEW_OF_SUFFIX).find(([suffix]) => path.endsWith(`${suffix}.tsx`))?.[1];

/**
 * A resource folder's declaration from its screen files, found by name:
 * `import.meta.glob('./Product{List,Show,Edit,Create}.tsx')`. A file named …List, …Show, …Edit or
 * …Create is that view; an …Inputs file (its default the inputs, `schema` the form's) gives the create
 * and edit views that a taxonomy resource shares, unless the folder has its own. `rest`: the record
 * representation, and views that are not a file of their own.
 */
export const resourceFolder = (icon: ResourceFolder['icon'], files: ScreenFiles, rest: Omit<ResourceFolder, 'icon'> = {}): ResourceFolder => {
  let folder: ResourceFolder = { icon };
  for (const [path, load] of Object.entries(files)) {
    if (path.endsWith('Inputs.tsx')) {
      folder = { ...lazyForms(load as () => Promise<InputsModule>), ...folder };
      continue;
    }
    const view = viewOf(path);
    if (!view) throw new Error(`${path} is not a screen: its name ends in List, Show, Edit, Create or Inputs`);
    folder = { ...folder, [view]: lazyScreen(load as () => Promise<ScreenModule>) };
  }
  return { ...folder, ...rest };
};

/** The create and edit views of a `…Forms` file that exports both (the drag-and-drop forms of the storefront). */
export const lazyFormViews = <M extends Record<string, ComponentType<object>>>(load: () => Promise<M>, create: keyof M, edit: keyof M) => ({
  create: lazyScreen(async () => ({ default: (await load())[create]! })),
  edit: lazyScreen(async () => ({ default: (await load())[edit]! })),
});
