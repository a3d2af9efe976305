/**
 * The enquiry form's signed start time (docs/decisions/enquiry-spam-protection.md): the server
 * hands out the time a form was given, sealed under its key; an enquiry posted sooner than a
 * person could type one, or with a token the server did not make, is refused. No third-party
 * script or captcha host is involved.
 */
import type { Context } from '../context.ts';
import { ValidationError } from '../errors.ts';
import { LEAD_FORM_TOKEN_FIELD, LEAD_FORM_TOKEN_HOURS, LEAD_MESSAGES, LEAD_MIN_FILL_SECONDS } from '@rules/leads.ts';

const nowSeconds = (ctx: Pick<Context, 'services'>) => Math.floor(ctx.services.clock.now().getTime() / 1000);

/** A fresh token: the current time, sealed for LEAD_FORM_TOKEN_HOURS. */
export function issueLeadFormToken(ctx: Pick<Context, 'services'>): string {
  const issuedAt = nowSeconds(ctx);
  return ctx.services.readySigner().seal('enquiry-form', String(issuedAt), issuedAt + LEAD_FORM_TOKEN_HOURS * 3600);
}

/** Refuses a missing, forged or expired token, and one handed out less than LEAD_MIN_FILL_SECONDS ago. */
export function checkLeadFormToken(ctx: Pick<Context, 'services'>, token: unknown): void {
  const now = nowSeconds(ctx);
  const opened = typeof token === 'string' ? ctx.services.readySigner().open('enquiry-form', token, now) : null;
  if (opened === null) throw new ValidationError(LEAD_MESSAGES.formExpired, LEAD_FORM_TOKEN_FIELD);
  if (now - Number(opened) < LEAD_MIN_FILL_SECONDS) throw new ValidationError(LEAD_MESSAGES.tooFast, LEAD_FORM_TOKEN_FIELD);
}
