import { redirect, redirectDocument, type RouteObject } from 'react-router-dom';
import { localeBasename, type Locale } from '@rules/locales.ts';
import { AppLayout } from './layout/AppLayout.tsx';
import { appLayoutLoader } from './layout/loader.ts';
import { RouteError } from './RouteError.tsx';
import { homeLoader } from '../pages/storefront/Home/loader.ts';
import { vendorsLoader } from '../pages/storefront/Vendors/loader.ts';
import { productLoader } from '../pages/storefront/Product/loader.ts';
import { propertyLoader } from '../pages/storefront/Property/loader.ts';
import { vendorStoreLoader } from '../pages/storefront/VendorStore/loader.ts';
import { feedLoader } from '../pages/storefront/Feed/loader.ts';
import { checkoutLoader } from '../pages/storefront/Checkout/loader.ts';
import { loginLoader } from '../pages/storefront/Login/loader.ts';
import { dashboardRoute } from '../pages/dashboard/routes.tsx';

type PageModule = { default: React.ComponentType };

/** Page code loads on first visit (in parallel with the page's query, started by its loader). */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

const productPage = page(() => import('../pages/storefront/Product/ProductPage.tsx'));

/**
 * The listing pages' loaders read the URL's filters (lib/listing-params.ts): they load with the
 * page's code, in parallel, so no other page's first load carries them.
 */
const catalogueRoute = (key: 'real-estate' | 'home-products', name: 'RealEstatePage' | 'HomeProductsPage') => ({
  lazy: {
    loader: async () => (await import('../pages/storefront/Catalogue/loader.ts')).catalogueLoader(key),
    Component: async () => (await import('../pages/storefront/Catalogue/CataloguePage.tsx'))[name],
  },
});
/**
 * A new lazy object for each route that uses it: react-router clears a lazy object's properties
 * once they have loaded, so two routes sharing one object left the second without its page (the
 * server then answered /category/{name} after /category, or the reverse, with a 404 page that the
 * browser's render did not match: React error #418).
 */
const categoryRoute = () => ({
  lazy: {
    loader: async () => (await import('../pages/storefront/Category/loader.ts')).categoryLoader,
    Component: async () => (await import('../pages/storefront/Category/CategoryPage.tsx')).default,
  },
});

/**
 * The vendor dashboard is English and unprefixed (issue 35): in Arabic and Urdu its paths (a header
 * link, the page after login) lead to the dashboard's own address with a document load.
 */
const dashboardOutsideLocale = (locale: Locale): RouteObject => ({
  path: 'vendor-dashboard/*',
  loader: ({ request }) => {
    const url = new URL(request.url);
    return redirectDocument(new URL(url.pathname.slice(localeBasename(locale).length) + url.search, url.origin).toString());
  },
});

/**
 * Every route of docs/spec/storefront.md §2, inside the shared layout, for one language: the
 * router is made with the language's basename (/ar, /ur; English none), so the same table serves
 * every language and every link and navigation keeps the page's language. Fresh objects on each
 * call: react-router clears lazy objects once loaded, so two routers must never share one.
 */
export function storefrontRoutes(locale: Locale): RouteObject[] {
  return [
    {
      path: '/',
      Component: AppLayout,
      // The site settings every page shows; asked once per visit (the admin's change shows on the next page load).
      loader: appLayoutLoader,
      shouldRevalidate: () => false,
      hydrateFallbackElement: <></>,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, loader: homeLoader, lazy: page(() => import('../pages/storefront/Home/HomePage.tsx')) },
            { path: 'real-estate', ...catalogueRoute('real-estate', 'RealEstatePage') },
            { path: 'home-products', ...catalogueRoute('home-products', 'HomeProductsPage') },
            { path: 'vendors', loader: vendorsLoader, lazy: page(() => import('../pages/storefront/Vendors/VendorsPage.tsx')) },
            { path: 'contact', lazy: page(() => import('../pages/storefront/Contact/ContactPage.tsx')) },
            { path: 'About-Us', lazy: page(() => import('../pages/storefront/About/AboutPage.tsx')) },
            { path: 'track-order', lazy: page(() => import('../pages/storefront/TrackOrder/TrackOrderPage.tsx')) },
            { path: 'privacypolicy', lazy: page(() => import('../pages/storefront/Privacy/PrivacyPage.tsx')) },
            { path: 'cart', lazy: page(() => import('../pages/storefront/Cart/CartPage.tsx')) },
            { path: 'favourites', lazy: page(() => import('../pages/storefront/Favourites/FavouritesPage.tsx')) },
            { path: 'checkout', loader: checkoutLoader, lazy: page(() => import('../pages/storefront/Checkout/CheckoutPage.tsx')) },
            {
              path: 'search',
              lazy: {
                loader: async () => (await import('../pages/storefront/Search/loader.ts')).searchLoader,
                Component: async () => (await import('../pages/storefront/Search/SearchPage.tsx')).default,
              },
            },
            { path: 'category', ...categoryRoute() },
            { path: 'category/:category', ...categoryRoute() },
            { path: 'products/home-products/:slug', loader: productLoader, lazy: productPage },
            { path: 'products/electronics/:slug', loader: productLoader, lazy: productPage },
            { path: 'products/real-estate/:slug', loader: propertyLoader, lazy: page(() => import('../pages/storefront/Property/PropertyPage.tsx')) },
            { path: 'pro/:storeSlug/:storeId', loader: vendorStoreLoader, lazy: page(() => import('../pages/storefront/VendorStore/VendorStorePage.tsx')) },
            { path: 'feed', loader: feedLoader, lazy: page(() => import('../pages/storefront/Feed/FeedPage.tsx')) },
            { path: 'vendorprofile', lazy: page(() => import('../pages/storefront/VendorProfile/VendorProfilePage.tsx')) },
            { path: 'login', loader: loginLoader, lazy: page(() => import('../pages/storefront/Login/LoginPage.tsx')) },
            { path: 'vendor-registration', lazy: page(() => import('../pages/storefront/VendorRegistration/VendorRegistrationPage.tsx')) },
            locale === 'en' ? dashboardRoute : dashboardOutsideLocale(locale),
            { path: '404.html', lazy: page(() => import('../pages/storefront/NotFound/NotFoundPage.tsx')) },
            // A redirect from a loader works the same in the browser and in the server's render.
            { path: '*', loader: () => redirect('/404.html') },
          ],
        },
      ],
    },
  ];
}
