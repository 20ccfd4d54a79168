import { cloneElement, createElement, isValidElement, useSyncExternalStore, type ReactElement } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { idleStore } from '../lazy/idleStore';

/** MUI's Tooltip once loaded; every deferred tooltip switches to it in the same render. */
const loadedTooltip = idleStore(() => import('@mui/material/Tooltip').then(({ default: Tooltip }) => Tooltip));

/** The props MUI's Tooltip keeps for itself; the others go to its child. */
const OWN_PROPS = new Set([
  'arrow', 'children', 'classes', 'components', 'componentsProps', 'describeChild', 'disableFocusListener', 'disableHoverListener',
  'disableInteractive', 'disableTouchListener', 'enterDelay', 'enterNextDelay', 'enterTouchDelay', 'followCursor', 'id', 'leaveDelay',
  'leaveTouchDelay', 'onClose', 'onOpen', 'open', 'placement', 'PopperComponent', 'PopperProps', 'slotProps', 'slots', 'title',
  'TransitionComponent', 'TransitionProps', 'ref',
]);

/**
 * The child as MUI's Tooltip renders it while closed: the title as its accessible name (unless the
 * tooltip describes it, or it has a name of its own), and the tooltip's other props (a class name)
 * merged into its own.
 */
const closedTooltipChild = ({ children, title, describeChild, ...props }: TooltipProps) => {
  if (!isValidElement<Record<string, unknown>>(children)) return children;
  const passed = Object.fromEntries(Object.entries(props).filter(([name]) => !OWN_PROPS.has(name)));
  const own = children.props;
  const className = [passed.className, own.className].filter(Boolean).join(' ') || undefined;
  const name = !describeChild && typeof title === 'string' && own['aria-label'] === undefined ? { 'aria-label': title } : {};
  return cloneElement(children as ReactElement<Record<string, unknown>>, { ...name, ...passed, ...own, className });
};

/**
 * MUI's Tooltip brings Popper and popper.js into the first paint for text that only shows on hover.
 * The side menu's folded links use this one: they render at once with the names the tooltip gives
 * them, and the real Tooltip takes over when its chunk, requested once the page is idle, arrives.
 */
export const Tooltip = (props: TooltipProps) => {
  const LoadedTooltip = useSyncExternalStore(loadedTooltip.subscribe, loadedTooltip.current, loadedTooltip.current);
  return LoadedTooltip ? createElement(LoadedTooltip, props) : closedTooltipChild(props);
};

export default Tooltip;
