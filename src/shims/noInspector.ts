/**
 * react-admin's layout renders the preferences Inspector, which only opens from a Configurable
 * element's or an InspectorButton's edit mode. The console has neither, so the layout gets a
 * component that renders nothing, and the Inspector's code stays out of the shell.
 */
export const Inspector = () => null;
