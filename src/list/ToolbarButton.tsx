import { forwardRef, type ReactNode } from 'react';
import { Button, IconButton, useMediaQuery, type ButtonProps, type Theme } from '@mui/material';
import { Link, type To } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Tooltip } from '../layout/DeferredTooltip';

export interface ToolbarButtonProps extends Omit<ButtonProps, 'children'> {
  /** An i18n key (or text), the button's text and accessible name. */
  label: string;
  icon?: ReactNode;
  /** A route: the button is a link to it. */
  to?: To;
  /** The link's history state. */
  state?: unknown;
}

/**
 * A list toolbar's button, as react-admin's Button looks (small, icon then label; the icon alone on a
 * phone, with its label in a tooltip): the console's deferred Tooltip, as react-admin's MUI Tooltip
 * would load Tooltip and Popper with every list page.
 */
export const ToolbarButton = forwardRef<HTMLButtonElement | HTMLAnchorElement, ToolbarButtonProps>(function ToolbarButton(
  { label, icon, to, state, size = 'small', color = 'primary', sx, ...rest },
  ref,
) {
  const translate = useTranslate();
  const text = translate(label, { _: label });
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const link = to === undefined ? {} : { component: Link, to, state };
  if (phone && icon)
    return (
      <Tooltip title={rest.disabled ? '' : text}>
        <IconButton ref={ref as never} aria-label={text} color={color} size="medium" disabled={rest.disabled} className={rest.className} onClick={rest.onClick} {...link}>
          {icon}
        </IconButton>
      </Tooltip>
    );
  return (
    <Button
      ref={ref as never}
      aria-label={text}
      size={size}
      color={color}
      startIcon={icon}
      // As react-admin's Button: small buttons' icons misalign without it (mui/material-ui#30240).
      sx={[{ '&.MuiButton-sizeSmall': { lineHeight: 1.5 } }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...link}
      {...rest}
    >
      {text}
    </Button>
  );
});
