import { Link } from 'react-router-dom';
import buttons from '../../components/Button.module.css';
import { firstListingLabel, profileStepText, type StoreStart } from './store-start.ts';
import styles from './Overview.module.css';
import { dashboardUrl } from '../../lib/dashboard-urls.ts';

/**
 * A new store's first steps (issue 32), shown on the overview instead of charts of zeros while it
 * has no listings: its first listing (worded for its kind), then the rest of its public profile.
 */
export function FirstSteps({ store }: { store: StoreStart }) {
  const profile = profileStepText(store.profileGaps);
  return (
    <section className={styles.firstSteps} aria-labelledby="first-steps">
      <h2 id="first-steps">Get your store started</h2>
      <p className={styles.muted}>Your store has no listings yet: shoppers find nothing of yours, so there are no figures to show. Start here.</p>
      <ol className={styles.steps}>
        <li>
          <Link to={dashboardUrl('products/create')} className={buttons.primary}>
            {firstListingLabel(store.brandType)}
          </Link>
        </li>
        <li>
          <Link to={dashboardUrl('profile')}>{profile.link}</Link>
          <span className={styles.muted}> {profile.detail}</span>
        </li>
      </ol>
    </section>
  );
}
