import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MixedCheckbox } from '../../src/components/MixedCheckbox';

describe('MixedCheckbox', () => {
  it('gives its input the mixed state that its aria-checked announces, and takes it back', () => {
    const { rerender } = render(<MixedCheckbox indeterminate slotProps={{ input: { 'aria-label': 'Orders: all' } }} />);
    const input = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Orders: all' });
    expect(input.getAttribute('aria-checked')).toBe('mixed');
    expect(input.indeterminate).toBe(true);
    rerender(<MixedCheckbox checked onChange={() => undefined} slotProps={{ input: { 'aria-label': 'Orders: all' } }} />);
    expect(input.hasAttribute('aria-checked')).toBe(false);
    expect(input.indeterminate).toBe(false);
    expect(input.checked).toBe(true);
  });
});
