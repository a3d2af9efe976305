// What the shopper needs to pay a Bank Transfer order (issue 36), on the tracking answer: the
// marketplace's bank details (site settings), the reference to quote (the order id) and the day
// by which the money must arrive before the waiting parts are cancelled.
import { builder } from '../builder.ts';
import { Bank } from './site-settings.ts';
import { TrackedOrderRef } from './order.ts';
import { siteSettings } from '../../domain/site/settings.ts';
import { paymentSettings } from '../../domain/money-ledger/settings.ts';
import type { BankTransferDetails } from '@rules/site-settings.ts';

const DAY_MS = 86_400_000;

const BankTransferInstructions = builder.objectRef<{ reference: string; details: BankTransferDetails; dueBy: Date }>('BankTransferInstructions').implement({
  description: 'How to pay a Bank Transfer order: where to, the reference to quote, and by when.',
  fields: (t) => ({
    reference: t.exposeString('reference', { description: 'Quote it with the transfer (the order id).' }),
    details: t.field({ description: "The marketplace's bank account to pay into.", type: Bank, resolve: (i) => i.details }),
    dueBy: t.expose('dueBy', { type: 'DateTime', description: 'Parts still unpaid after this are cancelled.' }),
  }),
});

builder.objectFields(TrackedOrderRef, (t) => ({
  bankTransfer: t.field({
    type: BankTransferInstructions,
    nullable: true,
    description: 'Null unless the order is paid by Bank Transfer.',
    resolve: async (order, _a, ctx) => {
      if (order.paymentMethod !== 'BANK_TRANSFER') return null;
      const [settings, { bankTransferDays }] = await Promise.all([siteSettings(ctx), paymentSettings(ctx.db)]);
      return { reference: order.publicId, details: settings.bank, dueBy: new Date(order.createdAt.getTime() + bankTransferDays * DAY_MS) };
    },
  }),
}));
