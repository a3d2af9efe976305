import { Link } from 'react-router-dom';
import buttons from '../../components/Button.module.css';
import styles from './PromoBlocks.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages as homeMessages } from '../../lib/i18n/compiled/en/home.ts';

/** The home page's two promo blocks (docs/spec/storefront.md §2, Home). */
export function PromoBlocks() {
  const t = useT(homeMessages);
  return (
    <div className={styles.blocks}>
      <section className={`${styles.block} ${styles.property}`} aria-labelledby="promo-property">
        <h2 id="promo-property" className={styles.heading}>
          {t('home.promoPropertyHeading')}
        </h2>
        <p className={styles.text}>{t('home.promoPropertyText')}</p>
        <Link to="/real-estate" className={buttons.accent}>
          {t('home.browseProperties')}
        </Link>
      </section>
      <section className={`${styles.block} ${styles.products}`} aria-labelledby="promo-products">
        <h2 id="promo-products" className={styles.heading}>
          {t('home.promoProductsHeading')}
        </h2>
        <p className={styles.text}>{t('home.promoProductsText')}</p>
        <Link to="/home-products" className={buttons.primary}>
          {t('home.shopNow')}
        </Link>
      </section>
    </div>
  );
}
