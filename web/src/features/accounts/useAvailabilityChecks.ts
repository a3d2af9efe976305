import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { ACCOUNT_MESSAGES, normalizeStoreId, validateRegistration, type RegistrationValues } from '@rules/index.ts';
import type { Form } from '../../components/form/useForm.ts';
import { isEmailAvailable, isStoreIdAvailable } from './availability.ts';

export type Availability = { ok: boolean; text: string } | null;

/** The registration's questions to the server while the vendor types: is this store id free, is this email (docs/spec/vendor-admin.md §5). */
export function useAvailabilityChecks(form: Form<RegistrationValues>) {
  const environment = useRelayEnvironment();
  const [storeIdCheck, setStoreIdCheck] = useState<Availability>(null);
  const [emailCheck, setEmailCheck] = useState<Availability>(null);

  /** On blur and before submit. Answers whether the id is free (false when unknown). */
  async function checkStoreId(): Promise<boolean> {
    const storeId = normalizeStoreId(form.values.storeId);
    if (!storeId) return false;
    if (storeId !== form.values.storeId) form.update({ storeId });
    try {
      const free = await isStoreIdAvailable(environment, storeId);
      setStoreIdCheck(free ? { ok: true, text: 'Store ID is available' } : { ok: false, text: ACCOUNT_MESSAGES.storeIdTaken });
      return free;
    } catch {
      setStoreIdCheck({ ok: false, text: 'Failed to validate Store ID.' });
      return false;
    }
  }

  async function checkEmail(): Promise<void> {
    const email = form.values.email.trim();
    if (!email || validateRegistration({ ...form.values, email }).email) return;
    try {
      const free = await isEmailAvailable(environment, email);
      setEmailCheck(free ? { ok: true, text: 'Email is available' } : { ok: false, text: ACCOUNT_MESSAGES.emailTaken });
    } catch {
      setEmailCheck({ ok: false, text: 'Failed to validate email' });
    }
  }

  return { storeIdCheck, emailCheck, checkStoreId, checkEmail, forgetStoreId: () => setStoreIdCheck(null), forgetEmail: () => setEmailCheck(null) };
}

export type AvailabilityChecks = ReturnType<typeof useAvailabilityChecks>;
