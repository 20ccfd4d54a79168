/**
 * @mui/material as react-admin's components see it (vite.config.ts): all of it, but the Tooltip that
 * loads after the first render (./deferredTooltip).
 */
export * from '@mui/material';
export { Tooltip } from './deferredTooltip';
