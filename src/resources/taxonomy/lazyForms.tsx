import type { ComponentType } from 'react';
import { lazyScreen } from '../../routes/lazyScreen';

type InputsModule = { default: ComponentType };

/** One form view (create or edit) around a resource's inputs, loaded on demand with its inputs. */
const lazyForm = (view: 'TaxonomyCreate' | 'TaxonomyEdit', loadInputs: () => Promise<InputsModule>) =>
  lazyScreen(async () => {
    const [{ default: Inputs }, views] = await Promise.all([loadInputs(), import('./TaxonomyViews')]);
    const View = views[view];
    return {
      default: () => (
        <View>
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
