import type { ReactNode } from 'react';
import { FavouriteButton, type FavouriteButtonProps } from '../../components/favourites/FavouriteButton.tsx';
import styles from '../../components/favourites/FavouriteButton.module.css';

/** A detail page's heading with its heart at the end of the line. */
export function TitleWithFavourite({ listing, children }: { listing: FavouriteButtonProps['listing']; children: ReactNode }) {
  return (
    <div className={styles.titleRow}>
      <div className={styles.title}>{children}</div>
      <FavouriteButton listing={listing} variant="inline" />
    </div>
  );
}
