import type { ComponentType } from 'react';
import type { z } from 'zod';
import { lazyScreen } from '../../routes/lazyScreen';

/** A resource's inputs and the domain schema its form validates with (the server's). */
export type InputsModule = { default: ComponentType; schema: z.ZodType };

/** One form view (create or edit) around a resource's inputs, loaded on demand with its inputs. */
const lazyForm = (view: 'TaxonomyCreate' | 'TaxonomyEdit', loadInputs: () => Promise<InputsModule>) =>
  lazyScreen(async () => {
    const [{ default: Inputs, schema }, views] = await Promise.all([loadInputs(), import('./TaxonomyViews')]);
    const View = views[view];
    return {
      default: () => (
        <View schema={schema}>
          <Inputs />
        </View>
      ),
    };
  });

/** The create and edit views of a taxonomy resource share its `<Entity>Inputs`, so neither needs its own file. */
export const lazyForms = (loadInputs: () => Promise<InputsModule>) => ({
  create: lazyForm('TaxonomyCreate', loadInputs),
  edit: lazyForm('TaxonomyEdit', loadInputs),
});
