import type { ElementType, ReactElement } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';

type NamedButtonProps = Omit<ButtonProps, 'children'> & {
  /** A translation key (or text) shown as the button's name at every width. */
  label: string;
  /** The icon before the name. */
  children?: ReactElement;
  component?: ElementType;
  to?: string;
};

/**
 * A toolbar button that keeps its name on a phone: react-admin's Button turns into a bare icon below
 * the small breakpoint, which leaves a record's actions (an order's moves) unnamed.
 */
export const NamedButton = ({ label, children, ...button }: NamedButtonProps) => {
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={children} {...button}>
      {translate(label, { _: label })}
    </Button>
  );
};
