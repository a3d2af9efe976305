// Demo enquiries (issue 37 part 2): a handful per store across the inbox's statuses, with notes
// and replies where a vendor would have written them, and some WhatsApp and call taps, so the
// Leads inbox has something true to show on the first start. Drawn from a fixed seed.
import type { Prisma } from '../../api/src/generated/prisma/client.ts';
import { createRng } from './prng.ts';
import { daysBefore } from './plan.ts';
import type { PlannedListing } from './write.ts';

type Tx = Prisma.TransactionClient;

const SHOPPERS = [
  { name: 'Aisha Rahman', email: 'aisha.rahman@example.com', phone: '+971 50 555 0142' },
  { name: 'Bilal Qureshi', email: null, phone: '+92 321 555 0178' },
  { name: 'Charlotte Evans', email: 'charlotte.evans@example.co.uk', phone: null },
  { name: 'Daniyal Khan', email: 'daniyal.k@example.pk', phone: '+92 300 555 0191' },
  { name: 'Elena Petrova', email: 'elena.petrova@example.com', phone: '+971 55 555 0120' },
];

const MESSAGES = [
  'Is this still available? I would like to arrange a viewing next week.',
  'Could you tell me more about the service charges and parking?',
  'Do you deliver to Abu Dhabi, and how long does it take?',
  'Is the price negotiable for a quick decision?',
  'Please call me back in the evening, I have a few questions.',
];

const PLAN = [
  { status: 'NEW', time: 'any', note: null, reply: null },
  { status: 'NEW', time: 'evening', note: null, reply: null },
  { status: 'CONTACTED', time: 'morning', note: 'Called back, asked for floor plans.', reply: 'Thank you for your interest. I have attached the details to this mail: viewings are possible on weekdays.' },
  { status: 'VIEWING_BOOKED', time: 'afternoon', note: 'Viewing on Saturday at 11:00.', reply: 'Your viewing is booked for Saturday at 11:00. See you there.' },
  { status: 'CLOSED', time: 'any', note: 'Bought elsewhere.', reply: null },
] as const;

/** Five enquiries for each store's first listings (every status), and taps on its first listing; answers how many leads. */
export async function insertDemoLeads(tx: Tx, listings: PlannedListing[], productIds: Map<string, number>, vendorIds: Map<string, number>): Promise<number> {
  const rng = createRng('marketplace-demo-leads');
  let count = 0;
  for (const [storeId, vendorId] of vendorIds) {
    const own = listings.filter((listing) => listing.storeId === storeId && !listing.hidden).slice(0, 3);
    if (!own.length) continue;
    for (const [i, plan] of PLAN.entries()) {
      const listing = own[i % own.length];
      const shopper = SHOPPERS[(i + count) % SHOPPERS.length];
      const createdAt = daysBefore(i * 6 + rng.range(0.1, 4));
      const lead = await tx.lead.create({
        data: {
          vendorId, productId: productIds.get(listing.slug)!, productName: listing.name, ...shopper, message: MESSAGES[i % MESSAGES.length],
          preferredTime: plan.time, status: plan.status, createdAt, updatedAt: createdAt,
        },
      });
      if (plan.note) await tx.leadNote.create({ data: { leadId: lead.id, text: plan.note, createdAt } });
      if (plan.reply && shopper.email) await tx.leadReply.create({ data: { leadId: lead.id, text: plan.reply, createdAt } });
      count++;
    }
    const first = productIds.get(own[0].slug)!;
    await tx.leadTap.createMany({
      data: Array.from({ length: 6 }, (_, i) => ({ vendorId, productId: first, kind: i % 3 === 0 ? ('CALL' as const) : ('WHATSAPP' as const), createdAt: daysBefore(rng.range(0.1, 30)) })),
    });
  }
  return count;
}
