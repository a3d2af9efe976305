import { Link } from 'react-router-dom';
import { PageShell } from '../../../components/PageShell.tsx';
import { RegistrationForm } from '../../../features/accounts/RegistrationForm.tsx';
import styles from '../../../components/AccountForms.module.css';
import { useT } from '../../../components/context/locale.tsx';
import { messages as registrationMessages } from '../../../lib/i18n/compiled/en/registration.ts';

/** /vendor-registration: Become Pro Vendor (docs/spec/vendor-admin.md §2). */
export default function VendorRegistrationPage() {
  const t = useT(registrationMessages);
  return (
    <PageShell heading={t('registration.title')} subheading={t('registration.subheading')} meta={{ description: t('registration.description'), noindex: true }}>
      <div className={`${styles.card} ${styles.wide}`}>
        <RegistrationForm />
      </div>
      <p className={styles.footer}>
        {t('registration.already')} <Link to="/login">{t('registration.login')}</Link>
      </p>
    </PageShell>
  );
}
