import type { Context } from '../../context.ts';
import { ValidationError } from '../errors.ts';
import { EMAIL_PATTERN } from '../auth/email.ts';
import { limitWrite } from './limits.ts';

export const REQUIRED = 'This field is required.';
const MAX = { name: 200, email: 254, message: 5000 } as const;

export interface ContactInput {
  name: unknown;
  email: unknown;
  message: unknown;
  userType: unknown;
}

function required(value: unknown, field: keyof typeof MAX): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw new ValidationError(REQUIRED, field);
  if (text.length > MAX[field]) throw new ValidationError(`This field is limited to ${MAX[field].toLocaleString('en-US')} characters.`, field);
  return text;
}

/**
 * Keeps the visitor's message and mails it to the team inbox. The message is saved first: if
 * the mail cannot be delivered now it stays in the outbox with its error and the team still
 * has the message, so the visitor is told it was received.
 */
export async function sendContactMessage(ctx: Context, input: ContactInput): Promise<{ id: number }> {
  const name = required(input.name, 'name');
  const email = required(input.email, 'email');
  if (!EMAIL_PATTERN.test(email)) throw new ValidationError('Please enter a valid email address.', 'email');
  const message = required(input.message, 'message');
  const type = typeof input.userType === 'string' ? input.userType.trim().toLowerCase() : '';
  if (!type) throw new ValidationError(REQUIRED, 'userType');
  if (type !== 'vendor' && type !== 'customer') throw new ValidationError('userType must be vendor or customer.', 'userType');
  const userType = type === 'vendor' ? 'VENDOR' : 'CUSTOMER';

  const { visitorId } = await ctx.viewer();
  await limitWrite(ctx, 'contact', visitorId);
  const saved = await ctx.db.contactMessage.create({ data: { name, email, message, userType }, select: { id: true } });
  ctx.services.changes.emit({ kind: 'contact-message', id: saved.id });
  try {
    await ctx.services.mail.send({
      to: ctx.services.config.teamInbox,
      subject: `Contact form: ${name.replace(/\s+/g, ' ')} (${type})`,
      text: `From: ${name} <${email}>\nI am a: ${type === 'vendor' ? 'Vendor' : 'Customer'}\nMessage #${saved.id}:\n\n${message}\n`,
    });
  } catch (error) {
    ctx.services.log.error(`Contact message ${saved.id} was saved but its mail failed`, error);
  }
  return saved;
}
