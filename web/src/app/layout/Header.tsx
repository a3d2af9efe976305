import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useLogout } from '../../features/accounts/useLogout.ts';
import { CartIcon, CloseIcon, HeartHomeIcon, HeartIcon, MenuIcon } from '../../components/Icons.tsx';
import { useFavourites } from '../../components/favourites/useFavourites.ts';
import logo from '../../assets/logo.svg';
import { MAIN_LINKS } from './navigation-links.ts';
import { useBrowserSession } from './useBrowserSession.ts';
import { BRAND_NAME } from '../../lib/brand.ts';
import styles from './Header.module.css';
import { DASHBOARD_ROOT } from '../../lib/dashboard-urls.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages as shellMessages } from '../../lib/i18n/compiled/en/shell.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

/** Header of every page: catalogue links, account links, home icon, favourites and cart badges, mobile menu. */
export function Header() {
  const { loggedIn, cartCount } = useBrowserSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  useEffect(() => setMenuOpen(false), [location.key]);

  const [endSession, loggingOut] = useLogout();
  const t = useT(shellMessages);

  // The server ends the session first, then the token is forgotten and the visitor goes home with
  // a full page load: nothing of the account stays in memory, and a dashboard navigation still
  // loading (a click on Logout right after login) cannot land the visitor back in the dashboard.
  function logout() {
    setMenuOpen(false);
    endSession(() => window.location.assign('/'));
  }

  const closeMenu = () => setMenuOpen(false);
  const accountLinks = <AccountLinks loggedIn={loggedIn} loggingOut={loggingOut} onLogout={logout} onNavigate={closeMenu} />;

  return (
    <header className={styles.header} data-print="hide">
      <div className={styles.bar}>
        <nav aria-label={t('header.mainNav')} className={styles.left}>
          {MAIN_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={navClass}>
              {t(link.label)}
            </NavLink>
          ))}
        </nav>

        <Link to="/" className={styles.logo} aria-label={t('header.homeOf', { brand: BRAND_NAME })}>
          <img src={logo} alt="" width={36} height={36} />
          <span className={styles.brand}>{BRAND_NAME}</span>
        </Link>

        <div className={styles.right}>
          <nav aria-label={t('header.accountNav')} className={styles.account}>
            {accountLinks}
          </nav>
          <div className={styles.barLanguages}>
            <LanguageSwitch />
          </div>
          <IconLinks cartCount={cartCount} />
          <button
            type="button"
            className={styles.hamburger}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>

      <nav id="mobile-menu" aria-label={t('header.mobileNav')} className={styles.mobileMenu} hidden={!menuOpen}>
        {MAIN_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} className={navClass} onClick={closeMenu}>
            {t(link.label)}
          </NavLink>
        ))}
        <div className={styles.mobileAccount}>
          {accountLinks}
          <LanguageSwitch />
        </div>
      </nav>
    </header>
  );
}

/** Vendor Dashboard and Logout for a signed-in vendor, else Login and Become Pro Vendor (bar and mobile menu). */
function AccountLinks({ loggedIn, loggingOut, onLogout, onNavigate }: { loggedIn: boolean; loggingOut: boolean; onLogout: () => void; onNavigate: () => void }) {
  const t = useT(shellMessages);
  return loggedIn ? (
    <>
      <NavLink to={DASHBOARD_ROOT} className={navClass} onClick={onNavigate}>
        {t('header.vendorDashboard')}
      </NavLink>
      <button type="button" className={styles.linkButton} onClick={onLogout} disabled={loggingOut}>
        {t('header.logout')}
      </button>
    </>
  ) : (
    <>
      <NavLink to="/login" className={navClass} onClick={onNavigate}>
        {t('header.login')}
      </NavLink>
      <NavLink to="/vendor-registration" className={`${styles.cta}`} onClick={onNavigate}>
        {t('header.becomeProVendor')}
      </NavLink>
    </>
  );
}

/** Home, favourites and cart, the last two with their counts. */
function IconLinks({ cartCount }: { cartCount: number }) {
  const favouriteCount = useFavourites().entries.length;
  const t = useT(shellMessages);
  return (
    <>
      <Link to="/" className={styles.iconLink} aria-label={t('header.home')}>
        <HeartHomeIcon />
      </Link>
      <Link to="/favourites" className={styles.iconLink} aria-label={favouriteCount > 0 ? t('header.favouritesSaved', { count: favouriteCount }) : t('header.favourites')}>
        <HeartIcon />
        {favouriteCount > 0 && (
          <span className={styles.badge} aria-hidden data-testid="favourites-count">
            {favouriteCount}
          </span>
        )}
      </Link>
      <Link to="/cart" className={styles.iconLink} aria-label={cartCount > 0 ? t('header.cartItems', { count: cartCount }) : t('header.cart')}>
        <CartIcon />
        {cartCount > 0 && (
          <span className={styles.badge} aria-hidden>
            {cartCount}
          </span>
        )}
      </Link>
    </>
  );
}
