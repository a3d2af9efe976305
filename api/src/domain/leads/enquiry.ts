/**
 * A shopper's enquiry about a listing (issue 37 part 2), from the listing's page, GraphQL, REST
 * or the form posted before the script ran: checked (a name, a phone or an e-mail, a message, a
 * contact time), screened for scripts (honeypot, signed fill time, per-address and per-visitor
 * limits), then kept with the vendor's notice mail and the `lead.created` webhook in one
 * transaction.
 */
import type { Context } from '../context.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { EMAIL_PATTERN } from '../auth/email.ts';
import { consumeRate, type RateRule } from '../shared/rate-limit.ts';
import { visibleProduct } from '../catalogue/products.ts';
import { recordWebhookEvent, storeAndMarketplace } from '../webhooks/outbox.ts';
import { globalIdOf } from '../webhooks/global-ids.ts';
import { checkLeadFormToken } from './form-token.ts';
import { queueNewLeadNotice } from './mails.ts';
import {
  LEAD_CONTACT_TIMES,
  LEAD_HONEYPOT_FIELD,
  LEAD_MAX_LENGTHS as MAX,
  LEAD_MESSAGES,
  isPhoneNumber,
  type LeadContactTime,
} from '@rules/leads.ts';

export interface EnquiryInput {
  productId: number;
  name: unknown;
  email?: unknown;
  phone?: unknown;
  message: unknown;
  preferredTime?: unknown;
  /** The hidden field people leave empty. */
  website?: unknown;
  /** The signed time the form was handed out (form-token.ts). */
  formToken: unknown;
}

const HOUR = 3600;
const limitMessage = 'Too many enquiries in a short time. Please wait a while and try again, or call the seller.';
const PER_ADDRESS: RateRule = { name: 'lead:ip', limit: 10, windowSeconds: HOUR, message: limitMessage };
const PER_VISITOR: RateRule = { name: 'lead:visitor', limit: 5, windowSeconds: HOUR, message: limitMessage };

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function bounded(value: unknown, field: 'name' | 'email' | 'phone' | 'message', required: boolean): string {
  const text = trimmed(value);
  if (!text && required) throw new ValidationError(LEAD_MESSAGES.required, field);
  if (text.length > MAX[field]) throw new ValidationError(LEAD_MESSAGES.tooLong(MAX[field]), field);
  return text;
}

/** The enquiry's fields, checked; throws the first refusal, naming its field. */
export function checkEnquiry(input: EnquiryInput): { name: string; email: string | null; phone: string | null; message: string; preferredTime: LeadContactTime } {
  const name = bounded(input.name, 'name', true);
  const email = bounded(input.email, 'email', false);
  const phone = bounded(input.phone, 'phone', false);
  if (!email && !phone) throw new ValidationError(LEAD_MESSAGES.contactRequired, 'email');
  if (email && !EMAIL_PATTERN.test(email)) throw new ValidationError(LEAD_MESSAGES.invalidEmail, 'email');
  if (phone && !isPhoneNumber(phone)) throw new ValidationError(LEAD_MESSAGES.invalidPhone, 'phone');
  const message = bounded(input.message, 'message', true);
  const time = trimmed(input.preferredTime).toLowerCase() || 'any';
  if (!(LEAD_CONTACT_TIMES as readonly string[]).includes(time)) throw new ValidationError(LEAD_MESSAGES.preferredTime, 'preferredTime');
  return { name, email: email ? email.toLowerCase() : null, phone: phone || null, message, preferredTime: time as LeadContactTime };
}

/** Keeps the enquiry; the vendor hears of it by mail and webhook. Nothing is kept when any check fails. */
export async function sendEnquiry(ctx: Context, input: EnquiryInput): Promise<{ id: number }> {
  if (trimmed(input.website)) throw new ValidationError(LEAD_MESSAGES.honeypot, LEAD_HONEYPOT_FIELD);
  // The fields first: a person who forgot one hears of it at once, whatever the form's age.
  const fields = checkEnquiry(input);
  checkLeadFormToken(ctx, input.formToken);
  const product = Number.isSafeInteger(input.productId)
    ? await ctx.db.product.findFirst({ where: { id: input.productId, status: 'ACTIVE', ...visibleProduct }, select: { id: true, name: true, vendorId: true, vendor: { select: { storeId: true } } } })
    : null;
  if (!product) throw new NotFoundError(LEAD_MESSAGES.listingNotFound);

  // Counted per address and per visitor (a shared office address is not one shopper).
  ctx.notShareable();
  const { visitorId } = await ctx.viewer();
  await consumeRate(ctx, PER_ADDRESS, ctx.clientIp);
  if (visitorId) await consumeRate(ctx, PER_VISITOR, visitorId);

  const lead = await ctx.db.$transaction(async (tx) => {
    const created = await tx.lead.create({
      data: { ...fields, vendorId: product.vendorId, productId: product.id, productName: product.name, language: ctx.language },
      select: { id: true, productName: true, createdAt: true, vendor: { select: { email: true, language: true } } },
    });
    await queueNewLeadNotice(ctx, tx, created);
    await recordWebhookEvent(ctx.services, tx, 'lead.created', storeAndMarketplace(product.vendorId, {
      lead: globalIdOf('Lead', created.id),
      product: globalIdOf('Product', product.id),
      productName: product.name,
      storeId: product.vendor.storeId,
      createdAt: created.createdAt.toISOString(),
    }));
    return created;
  });
  ctx.services.changes.emit({ kind: 'lead', id: lead.id });
  return { id: lead.id };
}
