import { Button, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A button that keeps its text on a phone (react-admin's Button shrinks to its icon on small
 * screens): the shopfloor's main actions must read as what they do.
 */
export const LabelledButton = ({ label, ...props }: Omit<ButtonProps, 'children'> & { label: string }) => {
  const translate = useTranslate();
  return <Button {...props}>{translate(label)}</Button>;
};
