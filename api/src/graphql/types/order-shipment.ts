import { builder } from '../builder.ts';
import { NotFoundError, ValidationError } from '../../domain/errors.ts';
import { setPartShipment, shipmentOf, type Shipment } from '../../domain/orders/shipment.ts';
import { OrderPart, partAfterStep, partDatabaseId } from './order.ts';

const ShipmentRef = builder.objectRef<Shipment>('Shipment').implement({
  description: 'How a shipped part travels: the carrier, its tracking number, and the carrier\'s tracking page when the carrier is one with a known address (Aramex, DHL, FedEx, UPS, USPS, Royal Mail, TCS, Leopards Courier, Emirates Post).',
  fields: (t) => ({
    carrier: t.string({ nullable: true, description: 'The carrier, as the vendor gave it (a known one spelled as the marketplace spells it).', resolve: (s) => s.carrier }),
    trackingNumber: t.string({ nullable: true, description: "The carrier's tracking number.", resolve: (s) => s.trackingNumber }),
    trackingUrl: t.string({ nullable: true, description: 'Null for a carrier without a known tracking page: show the number alone.', resolve: (s) => s.trackingUrl }),
  }),
});

builder.objectField(OrderPart, 'shipment', (t) =>
  t.field({ type: ShipmentRef, nullable: true, description: 'The carrier and tracking number given when the part shipped (null when none were given, and for viewings).', resolve: ({ part }) => shipmentOf(part) }),
);

const SetOrderPartShipmentInput = builder.inputType('SetOrderPartShipmentInput', {
  description: "A shipped part's carrier and tracking number.",
  fields: (t) => ({
    part: t.globalID({ required: true, description: 'The OrderPart\'s id.' }),
    carrier: t.string({ required: false, description: 'The carrier (a known one is spelled as the marketplace spells it); at most 60 characters.' }),
    trackingNumber: t.string({ required: false, description: 'Letters, digits, spaces and dashes, at most 40; needs a carrier. Blank both to clear.' }),
  }),
});

builder.mutationFields((t) => ({
  setOrderPartShipment: t.field({
    type: partAfterStep('SetOrderPartShipmentSuccess'),
    description: 'The part\'s vendor or the admin sets or corrects the carrier and tracking number of a shipped (or delivered) part; the shopper is mailed the new details.',
    errors: { types: [ValidationError, NotFoundError], directResult: true, union: { name: 'SetOrderPartShipmentResult' } },
    args: { input: t.arg({ type: SetOrderPartShipmentInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const updated = await setPartShipment(ctx, partDatabaseId(input.part), { carrier: input.carrier, trackingNumber: input.trackingNumber });
      return { partId: updated.partId };
    },
  }),
}));
