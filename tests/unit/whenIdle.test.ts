import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { idleWorkWaitsFor, whenIdle } from '../../src/lazy/whenIdle';

/** A query whose data comes when the test says so. */
const pendingQuery = (client: QueryClient, key: string) => {
  let answer: (value: string) => void = () => undefined;
  const fetched = client.fetchQuery({ queryKey: [key], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
  return { fetched, answer: (value: string) => answer(value) };
};

describe('whenIdle with the console query client', () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    client = new QueryClient();
    idleWorkWaitsFor(client);
  });
  afterEach(() => {
    client.clear();
    vi.useRealTimers();
  });

  it('waits for the data in flight, then runs the work once', async () => {
    const list = pendingQuery(client, 'products');
    const work = vi.fn();
    whenIdle(work);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(work).not.toHaveBeenCalled();

    list.answer('rows');
    await list.fetched;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs at once when idle if nothing is in flight', async () => {
    const work = vi.fn();
    whenIdle(work);
    await vi.advanceTimersByTimeAsync(200);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs after five seconds at the latest, and not again when the data comes', async () => {
    const slow = pendingQuery(client, 'slow');
    const work = vi.fn();
    whenIdle(work);
    await vi.advanceTimersByTimeAsync(4_900);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(work).toHaveBeenCalledTimes(1);

    slow.answer('late');
    await slow.fetched;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
