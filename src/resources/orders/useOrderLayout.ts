import { useResourceContext } from 'react-admin';
import { useParams } from 'react-router-dom';

/**
 * Which layout the order view shows: `detailed` at /orders/:id/show/new (the spec's view-new, where
 * the orders list opens) and for offline orders, `classic` at /orders/:id/show (the spec's view).
 */
export const useOrderLayout = (): 'detailed' | 'classic' => {
  const resource = useResourceContext();
  const params = useParams();
  return resource === 'offline-orders' || params['*'] === 'new' ? 'detailed' : 'classic';
};
