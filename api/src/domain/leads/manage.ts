/**
 * What the store (or the admin) does with a lead: move it along new / contacted / viewing
 * booked / closed, append a note only the store reads, and reply by mail. Each checks the lead
 * with access.ts first; a reply is kept and its mail queued in one transaction.
 */
import type { Context } from '../context.ts';
import { ValidationError } from '../errors.ts';
import { LEAD_MAX_LENGTHS, LEAD_MESSAGES, LEAD_STATUSES, type LeadStatusName } from '@rules/leads.ts';
import { leadToManage } from './access.ts';
import { queueLeadReply } from './mails.ts';

function text(value: unknown, field: 'note' | 'reply'): string {
  const written = typeof value === 'string' ? value.trim() : '';
  if (!written) throw new ValidationError(LEAD_MESSAGES.textRequired, 'text');
  if (written.length > LEAD_MAX_LENGTHS[field]) throw new ValidationError(LEAD_MESSAGES.tooLong(LEAD_MAX_LENGTHS[field]), 'text');
  return written;
}

export function leadStatusOf(value: unknown): LeadStatusName {
  const status = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!(LEAD_STATUSES as readonly string[]).includes(status)) throw new ValidationError(LEAD_MESSAGES.status, 'status');
  return status as LeadStatusName;
}

export async function setLeadStatus(ctx: Context, id: number, status: unknown): Promise<{ id: number }> {
  const next = leadStatusOf(status);
  const { lead } = await leadToManage(ctx, id);
  await ctx.db.lead.update({ where: { id: lead.id }, data: { status: next } });
  ctx.services.changes.emit({ kind: 'lead', id: lead.id });
  return { id: lead.id };
}

export async function addLeadNote(ctx: Context, id: number, note: unknown): Promise<{ id: number }> {
  const written = text(note, 'note');
  const { lead } = await leadToManage(ctx, id);
  await ctx.db.leadNote.create({ data: { leadId: lead.id, text: written } });
  ctx.services.changes.emit({ kind: 'lead', id: lead.id });
  return { id: lead.id };
}

/**
 * Mails the vendor's text to the lead's address (through the job queue, once) and keeps it on
 * the lead; a new lead becomes Contacted. A lead that left only a phone number is refused.
 */
export async function replyToLead(ctx: Context, id: number, reply: unknown): Promise<{ id: number }> {
  const written = text(reply, 'reply');
  const { lead } = await leadToManage(ctx, id);
  const full = await ctx.db.lead.findUniqueOrThrow({
    where: { id: lead.id },
    select: { email: true, language: true, status: true, productName: true, product: { select: { slug: true, catalogue: true } }, vendor: { select: { storeName: true, email: true, phone: true } } },
  });
  if (!full.email) throw new ValidationError(LEAD_MESSAGES.noEmail, 'text');
  const to = full.email;
  await ctx.db.$transaction(async (tx) => {
    await tx.leadReply.create({ data: { leadId: lead.id, text: written } });
    if (full.status === 'NEW') await tx.lead.update({ where: { id: lead.id }, data: { status: 'CONTACTED' } });
    await queueLeadReply(ctx, tx, { to, language: full.language, reply: written, productName: full.productName, product: full.product, store: full.vendor });
  });
  ctx.services.changes.emit({ kind: 'lead', id: lead.id });
  return { id: lead.id };
}
