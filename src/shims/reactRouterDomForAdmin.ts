/**
 * react-router-dom as react-admin's router adapter gets it in the build (see vite.config.ts), without
 * the data router the adapter creates for an app rendered outside any router: the console renders
 * <Admin> inside its BrowserRouter, so the adapter never uses these two.
 */
export * from 'react-router-dom';

const outsideBrowserRouter = (): never => {
  throw new Error("<Admin> renders inside the console's BrowserRouter; react-admin's own hash router is left out of the build");
};

export const createHashRouter = outsideBrowserRouter;
export const RouterProvider = outsideBrowserRouter;
