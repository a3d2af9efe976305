// The authorization matrix's rows for running the business day to day (issue 37 parts 3 and 4):
// a shipped part's carrier and tracking number, over GraphQL and REST. Spread into the table by
// authorization-matrix-table.ts.
import { m, r, type Case } from './authorization-matrix-kit.ts';

export const fulfilmentGraphqlRows: Record<string, Case | Case[]> = {
  // The fixture's part is placed, not shipped: the owner and the admin pass authorization and are
  // refused on the part's status (shipment details come with or after shipping).
  'Mutation.setOrderPartShipment': { access: 'owner', call: m('setOrderPartShipment', (f) => ({ part: f.orderPart.gid, carrier: 'DHL', trackingNumber: 'MATRIX123' })), expect: { vendorA: 'invalid', admin: 'invalid' } },
};

export const fulfilmentRestRows: Record<string, Case | Case[]> = {
  'PUT /order-parts/{part_id}/shipment': {
    access: 'owner',
    call: r('PUT', (f) => `/order-parts/${f.orderPart.id}/shipment`, () => ({ carrier: 'DHL', trackingNumber: 'MATRIX123' })),
    expect: { vendorA: 'invalid', admin: 'invalid' },
  },
};
