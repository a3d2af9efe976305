import { Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout.tsx';
import { RouteError } from './RouteError.tsx';
import { homeLoader } from '../pages/Home/loader.ts';
import { catalogueLoader } from '../pages/Catalogue/loader.ts';
import { categoryLoader } from '../pages/Category/loader.ts';
import { vendorsLoader } from '../pages/Vendors/loader.ts';
import { searchLoader } from '../pages/Search/loader.ts';
import { productLoader } from '../pages/Product/loader.ts';
import { propertyLoader } from '../pages/Property/loader.ts';
import { vendorStoreLoader } from '../pages/VendorStore/loader.ts';
import { feedLoader } from '../pages/Feed/loader.ts';
import { checkoutLoader } from '../pages/Checkout/loader.ts';
import { loginLoader } from '../pages/Login/loader.ts';
import { dashboardRoute } from '../pages/VendorDashboard/routes.tsx';

type PageModule = { default: React.ComponentType };

/** Page code loads on first visit (in parallel with the page's query, started by its loader). */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

const productPage = page(() => import('../pages/Product/ProductPage.tsx'));
const categoryPage = page(() => import('../pages/Category/CategoryPage.tsx'));

/** Every route of spec §2, inside the shared layout. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    hydrateFallbackElement: <></>,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, loader: homeLoader, lazy: page(() => import('../pages/Home/HomePage.tsx')) },
          {
            path: 'real-estate',
            loader: catalogueLoader('real-estate'),
            lazy: async () => ({ Component: (await import('../pages/Catalogue/CataloguePage.tsx')).RealEstatePage }),
          },
          {
            path: 'home-products',
            loader: catalogueLoader('home-products'),
            lazy: async () => ({ Component: (await import('../pages/Catalogue/CataloguePage.tsx')).HomeProductsPage }),
          },
          { path: 'vendors', loader: vendorsLoader, lazy: page(() => import('../pages/Vendors/VendorsPage.tsx')) },
          { path: 'contact', lazy: page(() => import('../pages/Contact/ContactPage.tsx')) },
          { path: 'About-Us', lazy: page(() => import('../pages/About/AboutPage.tsx')) },
          { path: 'privacypolicy', lazy: page(() => import('../pages/Privacy/PrivacyPage.tsx')) },
          { path: 'cart', lazy: page(() => import('../pages/Cart/CartPage.tsx')) },
          { path: 'checkout', loader: checkoutLoader, lazy: page(() => import('../pages/Checkout/CheckoutPage.tsx')) },
          { path: 'search', loader: searchLoader, lazy: page(() => import('../pages/Search/SearchPage.tsx')) },
          { path: 'category', loader: categoryLoader, lazy: categoryPage },
          { path: 'category/:category', loader: categoryLoader, lazy: categoryPage },
          { path: 'products/home-products/:slug', loader: productLoader, lazy: productPage },
          { path: 'products/electronics/:slug', loader: productLoader, lazy: productPage },
          { path: 'products/real-estate/:slug', loader: propertyLoader, lazy: page(() => import('../pages/Property/PropertyPage.tsx')) },
          { path: 'pro/:storeSlug/:storeId', loader: vendorStoreLoader, lazy: page(() => import('../pages/VendorStore/VendorStorePage.tsx')) },
          { path: 'feed', loader: feedLoader, lazy: page(() => import('../pages/Feed/FeedPage.tsx')) },
          { path: 'vendorprofile', lazy: page(() => import('../pages/VendorProfile/VendorProfilePage.tsx')) },
          { path: 'login', loader: loginLoader, lazy: page(() => import('../pages/Login/LoginPage.tsx')) },
          { path: 'vendor-registration', lazy: page(() => import('../pages/VendorRegistration/VendorRegistrationPage.tsx')) },
          dashboardRoute,
          { path: '404.html', lazy: page(() => import('../pages/NotFound/NotFoundPage.tsx')) },
          { path: '*', element: <Navigate to="/404.html" replace /> },
        ],
      },
    ],
  },
];
