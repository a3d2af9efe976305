import { useState } from 'react';
import { validateSiteSettings, type SiteSettingsErrors, type SocialNetwork } from '@rules/site-settings.ts';
import { FormShell } from '../../components/form/FormShell.tsx';
import { useForm } from '../../components/form/useForm.ts';
import { AboutSection, BankSection, ContactSection, newRowKey, OfficesSection, SocialLinksSection, type Values } from './SiteSettingsSections.tsx';
import type { SiteSettingsData } from '../../components/SiteSettings.tsx';
import { useFlashMessage } from '../../hooks/useFlashMessage.ts';
import { useUpdateSiteSettingsMutation } from './useUpdateSiteSettingsMutation.ts';
import buttons from '../../components/Button.module.css';
import styles from './SiteSettingsForm.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages } from '../../lib/i18n/compiled/en/dashboardSiteSettings.ts';
import { useServerTextIn } from '../../hooks/useServerTextIn.ts';

function valuesFrom(s: SiteSettingsData): Values {
  return {
    businessName: s.businessName,
    phone: s.phone,
    email: s.email,
    offices: s.offices.map((o) => ({ key: newRowKey(), label: o.label, lines: o.lines.join('\n'), city: o.city, country: o.country })),
    socialLinks: s.socialLinks.map((l) => ({ key: newRowKey(), network: l.network as SocialNetwork, url: l.url })),
    aboutText: s.aboutText,
    founder: { ...s.founder },
    privacyEmail: s.privacyEmail,
    bank: { ...s.bank },
  };
}

function inputFrom(v: Values) {
  return {
    ...v,
    offices: v.offices.map(({ label, lines, city, country }) => ({ label, lines: lines.split('\n'), city, country })),
    socialLinks: v.socialLinks.map(({ network, url }) => ({ network: network as SocialNetwork, url })),
  };
}

/** The admin's Site Settings: every field at once, errors beside each, a saved message. */
export function SiteSettingsForm({ settings }: { settings: SiteSettingsData }) {
  const form = useForm<Values>({ initial: () => valuesFrom(settings) });
  const { values } = form;
  const [errors, setErrors] = useState<SiteSettingsErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, flashSaved] = useFlashMessage();
  const [save, saving] = useUpdateSiteSettingsMutation();
  const t = useT(messages);
  // The checks' and the server's texts (rules/site-settings.ts) in the dashboard's language, in one place.
  const checkText = useServerTextIn(messages);
  const shownErrors: SiteSettingsErrors = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, message && checkText(message)]));

  function focusFirstError(found: SiteSettingsErrors) {
    const first = Object.keys(found)[0];
    if (!first) return;
    requestAnimationFrame(() => {
      const message = document.querySelector(`[data-field="${CSS.escape(first)}"]`);
      const input = message?.parentElement?.querySelector<HTMLElement>('input, textarea, select');
      input?.scrollIntoView({ block: 'center' });
      input?.focus();
    });
  }

  function submit() {
    setFailure(null);
    const input = inputFrom(values);
    const found = validateSiteSettings(input).errors;
    setErrors(found);
    if (Object.keys(found).length) return focusFirstError(found);
    save(input, (outcome) => {
      if (outcome.kind === 'saved') flashSaved(t('dashboardSiteSettings.saved'));
      else if (outcome.kind === 'invalid' && outcome.field) {
        const server = { [outcome.field]: outcome.message };
        setErrors(server);
        focusFirstError(server);
      } else setFailure(outcome.message);
    });
  }

  const sectionProps = { values, set: form.update, errors: shownErrors };
  return (
    <FormShell className={styles.form} onSubmit={submit} aria-label={t('dashboardSiteSettings.form')} busy={saving} note={failure ? { text: checkText(failure), ok: false } : null} noteAt="end" noteClass={{ error: styles.error }} submit={<SaveActions saving={saving} saved={saved} />}>
      <ContactSection {...sectionProps} />
      <OfficesSection {...sectionProps} />
      <SocialLinksSection {...sectionProps} />
      <AboutSection {...sectionProps} />
      <BankSection {...sectionProps} />
    </FormShell>
  );
}

/** Save settings, and the saved message beside it for a moment. */
function SaveActions({ saving, saved }: { saving: boolean; saved: string | null }) {
  const t = useT(messages);
  return (
    <div className={styles.actions}>
      <button type="submit" className={buttons.primary} disabled={saving}>
        {t(saving ? 'dashboardSiteSettings.saving' : 'dashboardSiteSettings.save')}
      </button>
      <p className={styles.saved} role="status">
        {saved}
      </p>
    </div>
  );
}
