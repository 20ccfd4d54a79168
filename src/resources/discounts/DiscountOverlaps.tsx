import { Alert } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';

interface Window {
  id?: number;
  title?: string;
  scope?: string;
  scope_ids?: number[];
  starts_at?: string | null;
  ends_at?: string | null;
  is_active?: boolean;
}

const time = (value: string | null | undefined, open: number) => (value ? new Date(value).getTime() : open);
const windowsMeet = (a: Window, b: Window) => time(a.starts_at, -Infinity) < time(b.ends_at, Infinity) && time(b.starts_at, -Infinity) < time(a.ends_at, Infinity);
/** Same items: either holds everything, or both pick from the same kind and share one. */
const scopesMeet = (a: Window, b: Window) =>
  a.scope === 'all' || b.scope === 'all' || (a.scope === b.scope && (a.scope_ids ?? []).some((id) => (b.scope_ids ?? []).includes(id)));

/** Other active discounts on the same items in an overlapping window: named, so staff set priority and combining knowingly. */
export const DiscountOverlaps = () => {
  const translate = useTranslate();
  const record = useRecordContext<Window>();
  const form = useWatch() as Window;
  const { data = [] } = useGetList<Window & { id: number }>('discounts', { pagination: { page: 1, perPage: 200 }, filter: { is_active: true } });
  const overlapping = data.filter((other) => other.id !== record?.id && windowsMeet(form, other) && scopesMeet(form, other));
  if (!overlapping.length) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1 }} data-testid="discount-overlaps">
      {translate('resources.discounts.overlaps', { titles: overlapping.map((other) => other.title).join(', '), smart_count: overlapping.length })}
    </Alert>
  );
};
