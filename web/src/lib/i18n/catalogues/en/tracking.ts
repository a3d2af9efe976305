// The English messages of the order tracking page's viewing times and shipments (issue 37 parts 3
// and 4). See ./index.ts for the rules every catalogue follows.
export const tracking = {
  'tracking.viewingOn': 'Viewing on {date}',
  'tracking.viewingAt': 'Viewing on {date} at {time} ({zone} time)',
  'tracking.carrier': 'Carrier: {carrier}',
  'tracking.trackingNumber': 'Tracking number: {number}',
  'tracking.trackParcel': "Track the parcel on the carrier's site",
} as const;
