import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { DeliveryState, NotificationPreview, NotificationState } from '@domain/notifications';
import type { ConsoleDataProvider } from '../../providers/dataProvider';

export interface Deliveries {
  state: NotificationState;
  counts: Record<DeliveryState, number>;
  done: number;
  total: number | null;
}

export interface OutboxRow {
  id: number;
  created_at: string;
  channel: string;
  address: string;
  subject: string;
  text: string;
}

/** One of a notification's reads (`preview`, `deliveries`, `outbox`), polled every `poll` ms while asked to. */
export const useNotificationRead = <T,>(id: number | string | undefined, name: 'preview' | 'deliveries' | 'outbox', poll?: number | false) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: ['notifications', name, id],
    queryFn: async () => (await dataProvider.read<T>('notifications', { id: id!, name })).data,
    enabled: id !== undefined,
    refetchInterval: poll,
  });
};

export type { NotificationPreview };
