// Shipments (issue 37 part 4): the carriers whose tracking pages have a known address, and the
// rules of a carrier name and a tracking number. A carrier not in the table is kept as the vendor
// wrote it and shown without a link (docs/decisions/shipment-carriers-and-tracking-links.md).

export interface KnownCarrier {
  /** The name as stored and shown. */
  name: string;
  /** Other spellings vendors type (lower case, letters and digits only). */
  aliases: readonly string[];
  /** The carrier's public tracking page for a number (already URL-encoded by the caller). */
  url: (trackingNumber: string) => string;
}

export const KNOWN_CARRIERS: readonly KnownCarrier[] = [
  { name: 'Aramex', aliases: ['aramex'], url: (n) => `https://www.aramex.com/us/en/track/results?ShipmentNumber=${n}` },
  { name: 'DHL', aliases: ['dhl', 'dhlexpress'], url: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=${n}` },
  { name: 'FedEx', aliases: ['fedex', 'federalexpress'], url: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  { name: 'UPS', aliases: ['ups', 'unitedparcelservice'], url: (n) => `https://www.ups.com/track?tracknum=${n}` },
  { name: 'USPS', aliases: ['usps', 'unitedstatespostalservice'], url: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}` },
  { name: 'Royal Mail', aliases: ['royalmail'], url: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}` },
  { name: 'TCS', aliases: ['tcs', 'tcsexpress', 'tcscouriers'], url: (n) => `https://www.tcsexpress.com/track/${n}` },
  { name: 'Leopards Courier', aliases: ['leopards', 'leopardscourier', 'leopardscouriers'], url: (n) => `https://www.leopardscourier.com/shipment_tracking?cn_number=${n}` },
  { name: 'Emirates Post', aliases: ['emiratespost', 'empost'], url: (n) => `https://www.emiratespost.ae/track-your-item?trackingNumber=${n}` },
];

export const CARRIER_NAME_MAX_LENGTH = 60;
export const TRACKING_NUMBER_MAX_LENGTH = 40;
/** Letters, digits, spaces and dashes, as every carrier in the table prints its numbers. */
const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

export const SHIPMENT_MESSAGES = {
  carrierTooLong: `The carrier's name is limited to ${CARRIER_NAME_MAX_LENGTH} characters.`,
  trackingNumberTooLong: `The tracking number is limited to ${TRACKING_NUMBER_MAX_LENGTH} characters.`,
  trackingNumberInvalid: 'The tracking number may hold only letters, digits, spaces and dashes, as the carrier printed it.',
  carrierRequired: 'Please name the carrier that has the tracking number (for example DHL or Aramex).',
  notShipped: 'Shipment details can be given once the part is shipped (mark it shipped with them).',
} as const;

const folded = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The table's entry for a carrier name in any spelling it lists, or null (an unknown carrier). */
export function knownCarrier(name: string): KnownCarrier | null {
  const key = folded(name);
  return key ? (KNOWN_CARRIERS.find((carrier) => carrier.aliases.includes(key)) ?? null) : null;
}

/** The carrier's tracking page for a number, or null when the carrier has no known pattern. */
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  const known = carrier ? knownCarrier(carrier) : null;
  return known && trackingNumber ? known.url(encodeURIComponent(trackingNumber)) : null;
}

export type ShipmentCheck = { ok: true; carrier: string | null; trackingNumber: string | null } | { ok: false; field: 'carrier' | 'trackingNumber'; message: string };

/**
 * A carrier and tracking number as a vendor typed them: trimmed, a known carrier spelled as the
 * table spells it, blanks as null. A number needs a carrier (else no one could follow it); a
 * carrier alone is fine (a courier that gives no numbers).
 */
export function checkShipment(carrierText: string | null | undefined, numberText: string | null | undefined): ShipmentCheck {
  const carrierInput = (carrierText ?? '').trim().replace(/\s+/g, ' ');
  const trackingNumber = (numberText ?? '').trim().replace(/\s+/g, ' ');
  if (carrierInput.length > CARRIER_NAME_MAX_LENGTH) return { ok: false, field: 'carrier', message: SHIPMENT_MESSAGES.carrierTooLong };
  if (trackingNumber.length > TRACKING_NUMBER_MAX_LENGTH) return { ok: false, field: 'trackingNumber', message: SHIPMENT_MESSAGES.trackingNumberTooLong };
  if (trackingNumber && !TRACKING_NUMBER_PATTERN.test(trackingNumber)) return { ok: false, field: 'trackingNumber', message: SHIPMENT_MESSAGES.trackingNumberInvalid };
  if (trackingNumber && !carrierInput) return { ok: false, field: 'carrier', message: SHIPMENT_MESSAGES.carrierRequired };
  const carrier = carrierInput ? (knownCarrier(carrierInput)?.name ?? carrierInput) : null;
  return { ok: true, carrier, trackingNumber: trackingNumber || null };
}
