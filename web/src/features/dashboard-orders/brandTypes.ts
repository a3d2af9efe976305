/** The spec's question before an order is deleted (the page's other texts are the dashboardOrders messages). */
export const ORDER_TEXT = {
  confirmDelete: 'Are you sure you want to delete this order?',
} as const;
