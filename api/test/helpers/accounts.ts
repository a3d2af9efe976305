// Shared steps of the accounts tests: JSON posts and the codes a mail carried.
import type { TestApp } from './test-app.ts';
import { codeFrom } from './smtp-sink.ts';

export function poster(t: () => TestApp) {
  return (path: string, body: unknown, init: { token?: string; clientIp?: string } = {}) =>
    t().request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: JSON.stringify(body),
      clientIp: init.clientIp,
    });
}

/** The code of the newest mail to `to` in the outbox table. */
export async function latestCode(t: TestApp, to: string): Promise<string> {
  const mail = await t.db.outboxMail.findFirstOrThrow({ where: { to }, orderBy: { id: 'desc' } });
  return codeFrom(mail.text);
}

/** A complete, valid registration form for `email` (REST field names). */
export function registrationForm(email: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    firstName: 'Nadia',
    lastName: 'Farouk',
    storeName: 'Nadia Homes',
    storeId: 'Nadia Homes',
    address1: '12 Marina Walk',
    address2: 'Tower B',
    city: 'Dubai',
    state: 'Dubai',
    country: 'United Arab Emirates',
    postcode: '00000',
    phone: '971501234567',
    email,
    brandType: 'Real Estate',
    password: 'secret123',
    confirmPassword: 'secret123',
    description: 'Apartments on the marina.',
    ...overrides,
  };
}
