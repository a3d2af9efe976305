// Shared by the lead tests: an enquiry form token as a person would hold it (handed out a
// minute ago, sealed with the app's own key) and a valid enquiry body.
import type { TestApp } from '../helpers/test-app.ts';
import { call, freshIp } from '../helpers/social.ts';

/** A form token issued `secondsAgo` ago by this app's signer (what GET /api/lead-form-token answered then). */
export async function agedFormToken(t: TestApp, secondsAgo = 60): Promise<string> {
  const signer = await t.app.services.signer();
  const issuedAt = Math.floor(Date.now() / 1000) - secondsAgo;
  return signer.seal('enquiry-form', String(issuedAt), issuedAt + 3600);
}

export const ENQUIRY = { name: 'Layla Haddad', email: 'layla@example.com', phone: '+971 50 123 4567', message: 'Is the flat still available in March?', preferredTime: 'evening' };

/** POST /api/leads with a valid enquiry about `productId`, `changes` applied over it. */
export async function sendEnquiry(t: TestApp, productId: number, changes: Record<string, unknown> = {}, ip = freshIp()) {
  return call(t, 'POST', '/api/leads', { body: { productId, ...ENQUIRY, formToken: await agedFormToken(t), ...changes }, ip });
}
