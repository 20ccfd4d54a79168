import { useState, type ChangeEvent } from 'react';

/**
 * A text field's value kept in state, as useState keeps it, with the `value` and `onChange` props of
 * MUI's TextField: `const [code, setCode] = useTextState()` then `<TextField {...code} />`, `code.value`.
 */
export const useTextState = (initial = '') => {
  const [value, setValue] = useState(initial);
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(event.target.value);
  return [{ value, onChange }, setValue] as const;
};
