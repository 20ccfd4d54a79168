import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * A chart drawn at its box's width, and only once that box is wider than the chart's axis labels: into a
 * narrower one (a phone's layout for a frame) MUI X Charts draws rectangles of negative width.
 */
export const ChartFrame = ({ height, minWidth, children }: { height: number; minWidth: number; children: (width: number) => ReactNode }) => {
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    setWidth(Math.floor(element.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={frame} sx={{ width: '100%', minHeight: height }}>
      {width >= minWidth && children(width)}
    </Box>
  );
};
