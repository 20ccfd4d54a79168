import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Tooltip } from '../../src/layout/DeferredTooltip';

describe('the deferred tooltip react-admin gets instead of MUI\'s (vite.config.ts)', () => {
  it('renders its child at once, named and styled as the closed MUI tooltip leaves it', () => {
    // Asserted in the render's own tick: the tooltip's chunk is only requested once it has mounted.
    render(
      <>
        <Tooltip title="Refresh" className="from-tooltip">
          <button className="own">R</button>
        </Tooltip>
        <Tooltip title="Open menu">
          <button aria-label="Close menu">M</button>
        </Tooltip>
        <Tooltip title="Longer text" describeChild>
          <button>Sort</button>
        </Tooltip>
      </>,
    );
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    expect(refresh).toHaveClass('from-tooltip', 'own');
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sort' })).not.toHaveAttribute('aria-label');
  });

  it('hands over to MUI\'s Tooltip once loaded: the title shows on hover', async () => {
    render(
      <Tooltip title="Refresh" enterDelay={0}>
        <button>R</button>
      </Tooltip>,
    );
    // Hovered until the real tooltip, loaded once the page is idle, answers with its popup.
    await waitFor(() => {
      fireEvent.mouseOver(screen.getByRole('button', { name: 'Refresh' }));
      expect(screen.getByRole('tooltip')).toHaveTextContent('Refresh');
    }, { timeout: 10_000 });
  });
});
