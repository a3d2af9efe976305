import type { Context } from '../context.ts';
import { ValidationError } from '../errors.ts';
import { EMAIL_PATTERN } from '../auth/email.ts';
import { limitWrite } from './limits.ts';
import { CONTACT_MAX_LENGTHS as MAX, CONTACT_MESSAGES, isUserType } from '@rules/contact.ts';

export interface ContactInput {
  name: unknown;
  email: unknown;
  message: unknown;
  userType: unknown;
}

function required(value: unknown, field: keyof typeof MAX): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw new ValidationError(CONTACT_MESSAGES.required, field);
  if (text.length > MAX[field]) throw new ValidationError(CONTACT_MESSAGES.tooLong(MAX[field]), field);
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
  if (!EMAIL_PATTERN.test(email)) throw new ValidationError(CONTACT_MESSAGES.invalidEmail, 'email');
  const message = required(input.message, 'message');
  const type = typeof input.userType === 'string' ? input.userType.trim().toLowerCase() : '';
  if (!type) throw new ValidationError(CONTACT_MESSAGES.required, 'userType');
  if (!isUserType(type)) throw new ValidationError(CONTACT_MESSAGES.userType, 'userType');
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
