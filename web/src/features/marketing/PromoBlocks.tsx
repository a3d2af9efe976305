import { Link } from 'react-router-dom';
import buttons from '../../components/Button.module.css';
import styles from './PromoBlocks.module.css';

/** The home page's two promo blocks (docs/spec/storefront.md §2, Home). */
export function PromoBlocks() {
  return (
    <div className={styles.blocks}>
      <section className={`${styles.block} ${styles.property}`} aria-labelledby="promo-property">
        <h2 id="promo-property" className={styles.heading}>
          Your Property, Your Future
        </h2>
        <p className={styles.text}>Homes, villas, apartments, plots and off-plan projects from verified agents and developers.</p>
        <Link to="/real-estate" className={buttons.accent}>
          Browse Properties
        </Link>
      </section>
      <section className={`${styles.block} ${styles.products}`} aria-labelledby="promo-products">
        <h2 id="promo-products" className={styles.heading}>
          Shop Home Products
        </h2>
        <p className={styles.text}>Furniture, tiles, sanitary ware, art, paint and decor to finish every room.</p>
        <Link to="/home-products" className={buttons.primary}>
          Shop Now
        </Link>
      </section>
    </div>
  );
}
