import { describe, expect, it } from 'vitest';
import type { TranslateFunction } from 'react-admin';
import type { TimelineEvent } from '@domain/labels';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { eventText } from '../../src/screens/variant-tracking/eventText';

const translate = ((key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options)) as TranslateFunction;
const labelRun = (format: string, labels: number): TimelineEvent => ({
  source: 'history',
  action: 'labels',
  at: '2026-11-28T10:00:00.000Z',
  actor_id: 1,
  actor_name: 'Asha Menon',
  changes: { format: [null, format], labels: [null, labels] },
});

describe('a label run on the variant tracking timeline', () => {
  it('names the output as the labels screen does, and the run’s count', () => {
    expect(eventText(labelRun('pdf-a4-3x8', 539), translate)).toBe('Labels made: A4, 3 × 8 labels, 539 labels in the run');
    expect(eventText(labelRun('zpl-203', 1), translate)).toBe('Labels made: ZPL for thermal printers, 203 dpi, 1 label in the run');
    expect(eventText(labelRun('zip-png', 2), translate)).toBe('Labels made: ZIP of PNG images, 2 labels in the run');
  });
});
