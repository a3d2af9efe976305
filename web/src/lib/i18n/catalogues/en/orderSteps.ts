// The English of an order part's steps (issue 35): the statuses' and actors' names the API sends
// (api/src/domain/orders/lifecycle.ts STATUS_LABELS, ACTOR_LABELS), shown by value, and the
// history's words. A namespace apart: the kit's OrderHistory shows them on the tracking page and
// in the vendor dashboard (English). See ./index.ts for the rules.
export const orderSteps = {
  'orderSteps.statusPlaced': 'Placed',
  'orderSteps.statusRequested': 'Requested',
  'orderSteps.statusConfirmed': 'Confirmed',
  'orderSteps.statusRescheduled': 'Rescheduled',
  'orderSteps.statusShipped': 'Shipped',
  'orderSteps.statusDelivered': 'Delivered',
  'orderSteps.statusCompleted': 'Completed',
  'orderSteps.statusCancelled': 'Cancelled',
  'orderSteps.actorVendor': 'Vendor',
  'orderSteps.actorAdmin': 'Admin',
  'orderSteps.actorShopper': 'Shopper',
  'orderSteps.actorSystem': 'System',
  'orderSteps.historyViewingOn': ' · viewing on {date}',
  'orderSteps.history': 'History',
} as const;
