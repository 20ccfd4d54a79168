import { describe, expect, it, vi } from 'vitest';
import { Suspense, Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyScreen } from '../../src/routes/lazyScreen';

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>{this.state.error.name}</p> : this.props.children;
  }
}

describe('lazyScreen', () => {
  it('renders the loaded screen', async () => {
    const Screen = lazyScreen(async () => ({ default: () => <p>loaded</p> }));
    render(
      <Suspense fallback="…">
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByText('loaded')).toBeInTheDocument();
  });

  it('fails with a chunk-load error past the time-out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Screen = lazyScreen(() => new Promise<never>(() => undefined), 20);
    render(
      <Boundary>
        <Suspense fallback="…">
          <Screen />
        </Suspense>
      </Boundary>,
    );
    expect(await screen.findByText('ChunkLoadError')).toBeInTheDocument();
  });

  it('renders a preloaded screen in its first pass, without showing the fallback', async () => {
    const Screen = lazyScreen(async () => ({ default: () => <p>loaded</p> }));
    await Screen.preload();
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('loaded')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).toBeNull();
  });

  it('loads again on render after a preload that failed', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => ReactNode }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: () => <p>loaded</p> });
    const Screen = lazyScreen(load);
    await Screen.preload();
    render(
      <Suspense fallback="…">
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
