import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ChartFrame } from '../../src/screens/dashboard/ChartFrame';

const boxOfWidth = (width: number) =>
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width, height: 0, top: 0, left: 0, right: width, bottom: 0, x: 0, y: 0, toJSON: () => ({}) });

describe('ChartFrame', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws nothing into a box narrower than the chart’s axis labels, keeping the chart’s height', () => {
    boxOfWidth(80);
    const { container } = render(<ChartFrame height={300} minWidth={144}>{(width) => <span>chart {width}</span>}</ChartFrame>);
    expect(screen.queryByText(/chart/)).toBeNull();
    expect(getComputedStyle(container.firstElementChild!).minHeight).toBe('300px');
  });

  it('draws the chart at the box’s width once it is wide enough', () => {
    boxOfWidth(326.6);
    render(<ChartFrame height={300} minWidth={144}>{(width) => <span>chart {width}</span>}</ChartFrame>);
    expect(screen.getByText('chart 326')).toBeTruthy();
  });
});
