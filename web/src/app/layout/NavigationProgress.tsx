import { useNavigation } from 'react-router-dom';
import styles from './NavigationProgress.module.css';

/**
 * A bar across the top of the window while the router loads the next page (its code, its
 * loader): a tap on a link shows at once that it was taken. It goes when the page shows, when the
 * navigation fails (the route's error page says so) or when another navigation replaces it.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  // eslint-disable-next-line i18n/no-literal-text -- English on every route for now: the routes' first-load JS has no bytes to spare for these messages (npm run budget:web; docs/decisions/i18n-no-literal-text-lint.md)
  return <div className={styles.bar} role="progressbar" aria-label="Loading the page" />;
}
