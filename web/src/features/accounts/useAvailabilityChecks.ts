import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { ACCOUNT_MESSAGES, normalizeStoreId, validateRegistration, type RegistrationValues } from '@rules/index.ts';
import type { Form } from '../../components/form/useForm.ts';
import { isEmailAvailable, isStoreIdAvailable } from './availability.ts';
import { useServerText, useT } from '../../components/context/locale.tsx';
import { messages as registrationMessages } from '../../lib/i18n/compiled/en/registration.ts';

export type Availability = { ok: boolean; text: string } | null;

/** The registration's questions to the server while the vendor types: is this store id free, is this email (docs/spec/vendor-admin.md §5). */
export function useAvailabilityChecks(form: Form<RegistrationValues>) {
  const environment = useRelayEnvironment();
  const t = useT(registrationMessages);
  const formText = useServerText();
  const [storeIdCheck, setStoreIdCheck] = useState<Availability>(null);
  const [emailCheck, setEmailCheck] = useState<Availability>(null);

  /** On blur and before submit. Answers whether the id is free (false when unknown). */
  async function checkStoreId(): Promise<boolean> {
    const storeId = normalizeStoreId(form.values.storeId);
    if (!storeId) return false;
    if (storeId !== form.values.storeId) form.update({ storeId });
    try {
      const free = await isStoreIdAvailable(environment, storeId);
      setStoreIdCheck(free ? { ok: true, text: t('registration.storeIdFree') } : { ok: false, text: formText(ACCOUNT_MESSAGES.storeIdTaken) });
      return free;
    } catch {
      setStoreIdCheck({ ok: false, text: t('registration.storeIdCheckFailed') });
      return false;
    }
  }

  async function checkEmail(): Promise<void> {
    const email = form.values.email.trim();
    if (!email || validateRegistration({ ...form.values, email }).email) return;
    try {
      const free = await isEmailAvailable(environment, email);
      setEmailCheck(free ? { ok: true, text: t('registration.emailFree') } : { ok: false, text: formText(ACCOUNT_MESSAGES.emailTaken) });
    } catch {
      setEmailCheck({ ok: false, text: t('registration.emailCheckFailed') });
    }
  }

  return { storeIdCheck, emailCheck, checkStoreId, checkEmail, forgetStoreId: () => setStoreIdCheck(null), forgetEmail: () => setEmailCheck(null) };
}

export type AvailabilityChecks = ReturnType<typeof useAvailabilityChecks>;
