// Enquiries over the window (issue 37 part 2), on top of prisma/seed/leads.ts's handful: a steady
// trickle per store, busier for properties and on weekends; the inbox's status follows the lead's
// age (new ones still new, older ones contacted, viewing booked or closed, with the vendor's notes
// and replies), and WhatsApp and call taps beside them.
import type { LeadStatus, Prisma } from '../../../api/src/generated/prisma/client.ts';
import type { Rng } from '../prng.ts';
import { insertRowsReturningIds, type Columns } from './bulk.ts';
import { activityDays, countOf, later, momentOf, shoppingWeight } from './rhythm.ts';
import type { ActivityProduct } from './model.ts';
import type { Shopper } from './shoppers.ts';

type Tx = Prisma.TransactionClient;

interface PlannedLead {
  vendorId: number;
  productId: number;
  productName: string;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  preferredTime: string;
  language: string;
  status: LeadStatus;
  createdAt: Date;
  updatedAt: Date;
  /** The vendor's note, and whether it replied by mail (it can when the shopper left an e-mail). */
  note: string | null;
  reply: boolean;
}

const LEAD_COLUMNS: Columns<PlannedLead> = [
  ['vendor_id', 'int', (l) => l.vendorId], ['product_id', 'int', (l) => l.productId], ['product_name', 'text', (l) => l.productName], ['name', 'text', (l) => l.name],
  ['email', 'text', (l) => l.email], ['phone', 'text', (l) => l.phone], ['message', 'text', (l) => l.message], ['preferred_time', 'text', (l) => l.preferredTime],
  ['language', 'text', (l) => l.language], ['status', '"LeadStatus"', (l) => l.status], ['created_at', 'timestamp(3)', (l) => l.createdAt], ['updated_at', 'timestamp(3)', (l) => l.updatedAt],
];

const MESSAGES = {
  REAL_ESTATE: ['Is this still available? We would like to view it this weekend.', 'What are the service charges, and is parking included?', 'Would the owner consider a lower offer for a 12-month lease?', 'Is it possible to see it in the evening after 6?'],
  HOME_PRODUCTS: ['Do you deliver to my area, and how long does it take?', 'Is this available in another colour?', 'Can I collect it from your showroom?', 'Do you offer a discount for two?'],
} as const;

const NOTES: Record<Exclude<LeadStatus, 'NEW'>, string[]> = {
  CONTACTED: ['Called back, sent the floor plan on WhatsApp.', 'Left a voicemail, will try again tomorrow.', 'Replied with delivery times.'],
  VIEWING_BOOKED: ['Viewing booked for Saturday morning.', 'Coming with a partner, booked the 11:00 slot.'],
  CLOSED: ['Bought elsewhere.', 'Signed the lease: closed.', 'Ordered online after the call.', 'No answer after three tries.'],
};

const REPLY = 'Thank you for your message. Yes, it is available: I have answered your questions below and can call you at the time you prefer.';

function statusOf(rng: Rng, daysAgo: number, catalogue: ActivityProduct['catalogue']): LeadStatus {
  if (daysAgo < 2) return rng.chance(0.8) ? 'NEW' : 'CONTACTED';
  if (daysAgo < 10) return rng.pick(catalogue === 'REAL_ESTATE' ? ['NEW', 'CONTACTED', 'CONTACTED', 'VIEWING_BOOKED'] : ['NEW', 'CONTACTED', 'CONTACTED']);
  return rng.pick(catalogue === 'REAL_ESTATE' ? ['CONTACTED', 'VIEWING_BOOKED', 'CLOSED', 'CLOSED'] : ['CONTACTED', 'CLOSED', 'CLOSED']);
}

/** Writes the enquiries, their notes and replies, and the taps; answers how many enquiries. */
export async function insertLeadActivity(tx: Tx, rng: Rng, products: ActivityProduct[], shoppers: Shopper[], now: Date): Promise<number> {
  const byVendor = new Map<number, ActivityProduct[]>();
  for (const p of products) byVendor.set(p.vendorId, [...(byVendor.get(p.vendorId) ?? []), p]);
  const leads: PlannedLead[] = [];
  const taps: Prisma.LeadTapCreateManyInput[] = [];
  for (const { day, daysAgo } of activityDays(now)) {
    const weight = shoppingWeight(day, daysAgo);
    for (const [vendorId, own] of byVendor) {
      const properties = own[0].catalogue === 'REAL_ESTATE';
      for (let n = countOf(rng, (properties ? 0.5 : 0.15) * weight); n > 0; n--) {
        const product = rng.pick(own);
        const shopper = rng.pick(shoppers);
        const createdAt = momentOf(rng, day, now);
        const status = statusOf(rng, daysAgo, product.catalogue);
        const contact = rng.next();
        leads.push({
          vendorId, productId: product.id, productName: product.name, name: shopper.name,
          email: contact < 0.8 && shopper.email ? shopper.email : null, phone: contact > 0.3 || !shopper.email ? shopper.phone : null,
          message: rng.pick(MESSAGES[product.catalogue]), preferredTime: rng.pick(['any', 'morning', 'afternoon', 'evening']),
          language: shopper.market === 'AE' && rng.chance(0.3) ? 'ar' : shopper.market === 'PK' && rng.chance(0.4) ? 'ur' : 'en',
          status, createdAt, updatedAt: status === 'NEW' ? createdAt : (later(rng, createdAt, 2, 40, now) ?? createdAt),
          note: status === 'NEW' ? null : rng.pick(NOTES[status]), reply: status !== 'NEW' && rng.chance(0.5),
        });
      }
      for (let n = countOf(rng, (properties ? 0.9 : 0.3) * weight); n > 0; n--) {
        taps.push({ vendorId, productId: rng.pick(own).id, kind: rng.chance(0.7) ? 'WHATSAPP' : 'CALL', createdAt: momentOf(rng, day, now) });
      }
    }
  }
  const ids = await insertRowsReturningIds(tx, 'leads', LEAD_COLUMNS, leads);
  await tx.leadNote.createMany({ data: leads.flatMap((lead, i) => (lead.note ? [{ leadId: ids[i], text: lead.note, createdAt: lead.updatedAt }] : [])) });
  await tx.leadReply.createMany({ data: leads.flatMap((lead, i) => (lead.reply && lead.email ? [{ leadId: ids[i], text: REPLY, createdAt: lead.updatedAt }] : [])) });
  await tx.leadTap.createMany({ data: taps });
  return leads.length;
}
