import { Link } from 'react-router-dom';
import { PageShell } from '../../../components/PageShell.tsx';
import { RegistrationForm } from '../../../features/accounts/RegistrationForm.tsx';
import styles from '../../../components/AccountForms.module.css';

/** /vendor-registration: Become Pro Vendor (docs/spec/vendor-admin.md §2). */
export default function VendorRegistrationPage() {
  return (
    <PageShell
      heading="Become Pro Vendor"
      subheading="Fill out the details"
      meta={{ description: 'Open a Pro Vendor store: list properties or home products and reach buyers in the UAE, Pakistan, the UK and the USA.', noindex: true }}
    >
      <div className={`${styles.card} ${styles.wide}`}>
        <RegistrationForm />
      </div>
      <p className={styles.footer}>
        Already a vendor? <Link to="/login">Login</Link>
      </p>
    </PageShell>
  );
}
