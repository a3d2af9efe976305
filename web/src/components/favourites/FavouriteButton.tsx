import type { MouseEvent } from 'react';
import { HeartIcon } from '../../components/Icons.tsx';
import { hasFavourite } from '../../lib/favourites.ts';
import { useFavourites } from './useFavourites.ts';
import styles from './FavouriteButton.module.css';
import { useT } from '../../components/context/locale.tsx';
import { messages as commonMessages } from '../../lib/i18n/compiled/en/common.ts';

export interface FavouriteButtonProps {
  /** The listing's global id, name and storefront path (saved with it). */
  listing: { id: string; name: string; path: string };
  /** overlay: a round button on a card's image; inline: beside a detail page's heading. */
  variant?: 'overlay' | 'inline';
}

/**
 * The heart that saves a listing to favourites or removes it. A real button (Enter and Space work,
 * aria-pressed tells its state); it sits beside a card's link, never inside it, so a click saves
 * without opening the listing.
 */
export function FavouriteButton({ listing, variant = 'overlay' }: FavouriteButtonProps) {
  const { entries, toggle } = useFavourites();
  const saved = hasFavourite(entries, listing.id);
  const t = useT(commonMessages);
  function onClick(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    event.stopPropagation();
    toggle(listing);
  }
  return (
    <button
      type="button"
      className={`${styles.button} ${styles[variant]}`}
      aria-pressed={saved}
      aria-label={saved ? t('common.removeFavourite') : t('common.saveFavourite')}
      title={saved ? t('common.removeFavourite') : t('common.saveFavourite')}
      data-testid="favourite-button"
      onClick={onClick}
    >
      <HeartIcon filled={saved} size={20} />
    </button>
  );
}
