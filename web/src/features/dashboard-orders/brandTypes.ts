export const BRAND_TYPE_LABEL = { REAL_ESTATE: 'Real Estate', HOME_PRODUCTS: 'Home Products', ELECTRONICS: 'Electronics' } as const;
export const brandTypeLabel = (brandType: string) => BRAND_TYPE_LABEL[brandType as keyof typeof BRAND_TYPE_LABEL] ?? brandType;

export const ORDER_TEXT = {
  loading: 'Loading orders...',
  empty: 'No orders found.',
  fetchFailed: 'Failed to fetch orders',
  confirmDelete: 'Are you sure you want to delete this order?',
  deleting: 'Deleting...',
  deleteFailed: 'Failed to delete order',
  deleteUnknown: 'An unknown error occurred while deleting the order.',
} as const;
