import type { SelectInputProps } from 'react-admin';
import { SelectInput } from './lazyFilterInputs';

/** A list filter for one of a field's choices, keyed by its field as react-admin's filter bar wants. */
export const choiceFilter = (source: string, choices: SelectInputProps['choices'], props?: Omit<SelectInputProps, 'source' | 'choices'>) => (
  <SelectInput key={source} source={source} choices={choices} {...props} />
);
