import { Suspense, use, type ComponentProps, type ComponentType, type FunctionComponent, type JSXElementConstructor } from 'react';
import { loadOnce } from './loadOnce';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
type AnyComponent = JSXElementConstructor<any>;
type PartName<Module> = { [K in keyof Module]: Module[K] extends AnyComponent ? K : never }[keyof Module] & string;

/**
 * Components standing for the components of a module that loads when one of them first renders. One
 * promise for the whole module, read with React's use(): once it has settled, every part renders in
 * the same pass. Until then a part suspends: to the nearest Suspense, or with `ownSuspense` to its own,
 * which shows nothing meanwhile.
 */
export const deferredParts = <Module extends object>(load: () => Promise<Module>, { ownSuspense = false } = {}) => {
  const loadModule = loadOnce(load);
  return <K extends PartName<Module>>(name: K) => {
    type Props = ComponentProps<Extract<Module[K], AnyComponent>> & object;
    const Loaded = (props: Props) => {
      const Component = use(loadModule())[name] as ComponentType<Props>;
      return <Component {...props} />;
    };
    const Part: FunctionComponent<Props> = ownSuspense
      ? (props: Props) => (
          <Suspense fallback={null}>
            <Loaded {...props} />
          </Suspense>
        )
      : Loaded;
    Part.displayName = name;
    return Part;
  };
};
