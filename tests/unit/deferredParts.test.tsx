import { describe, expect, it, vi } from 'vitest';
import { Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { deferredParts } from '../../src/lazy/deferredParts';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
const Farewell = ({ name }: { name: string }) => <p>Goodbye {name}</p>;
type Parts = { Greeting: typeof Greeting; Farewell: typeof Farewell };

/** A module load that settles when the test says so. */
const pendingLoad = () => {
  let settle: (parts: Parts) => void = () => undefined;
  const load = vi.fn(() => new Promise<Parts>((resolve) => (settle = resolve)));
  return { load, settle: (parts: Parts) => settle(parts) };
};

// React 19 retries what suspended on use() only inside an awaited act().
const renderAsync = (node: ReactNode) => act(async () => void render(node));
const settled = (settle: () => void) => act(async () => settle());

describe('deferredParts', () => {
  it('loads the module once for all its parts, which show together under the nearest Suspense', async () => {
    const { load, settle } = pendingLoad();
    const part = deferredParts(load);
    const DeferredGreeting = part('Greeting');
    const DeferredFarewell = part('Farewell');
    await renderAsync(
      <Suspense fallback={<p>loading</p>}>
        <DeferredGreeting name="Ada" />
        <DeferredFarewell name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await settled(() => settle({ Greeting, Farewell }));
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.getByText('Goodbye Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(DeferredGreeting.displayName).toBe('Greeting');
  });

  it('with ownSuspense, a part shows nothing until loaded and leaves the rest of the page on screen', async () => {
    const { load, settle } = pendingLoad();
    const DeferredGreeting = deferredParts(load, { ownSuspense: true })('Greeting');
    await renderAsync(
      <Suspense fallback={<p>loading</p>}>
        <p>the rest</p>
        <DeferredGreeting name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('the rest')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    await settled(() => settle({ Greeting, Farewell }));
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
  });
});
