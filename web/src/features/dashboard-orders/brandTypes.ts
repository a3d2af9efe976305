export { brandTypeLabel } from '@rules/index.ts';

export const ORDER_TEXT = {
  loading: 'Loading orders...',
  empty: 'No orders found.',
  fetchFailed: 'Failed to fetch orders',
  confirmDelete: 'Are you sure you want to delete this order?',
  deleting: 'Deleting...',
  deleteFailed: 'Failed to delete order',
  deleteUnknown: 'An unknown error occurred while deleting the order.',
} as const;
