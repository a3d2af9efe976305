import { useNavigation } from 'react-router-dom';
import styles from './NavigationProgress.module.css';
import { useServerText } from '../../components/context/locale.tsx';

/** Its name: an English literal found by value on Arabic and Urdu pages, as RouteError's words. */
const LOADING = 'Loading the page';

/**
 * A bar across the top of the window while the router loads the next page (its code, its
 * loader): a tap on a link shows at once that it was taken. It goes when the page shows, when the
 * navigation fails (the route's error page says so) or when another navigation replaces it.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const say = useServerText();
  if (navigation.state === 'idle') return null;
  return <div className={styles.bar} role="progressbar" aria-label={say(LOADING)} />;
}
