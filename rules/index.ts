// rules/: the rules, labels, limits, messages and path builders that the browser and the server
// both need, each written once. The server applies them (it is the authority); the web app shows
// the same texts and answers sooner. This is the only server code the web app imports.
// rules/site-settings.ts and rules/viewing-hours.ts are imported by their paths, not from here: only
// the dashboard's forms (and the server) need them, and a re-export here would put them in every
// storefront page's first script.
//
// What belongs here: pure values and functions a page also needs (brand-type labels, currency
// codes, the promo arithmetic, form rules and their exact spec texts, link shapes). What does not:
// anything that needs the database, a request, the clock of the server, or a library.
// The rule of the folder: no imports from outside it, no packages, no Node or browser APIs (only
// the language's own built-ins: BigInt, RegExp, Intl formatting). Tests: rules/*.test.ts (vitest
// project `rules`).
export * from './accounts.ts';
export * from './api-keys.ts';
export * from './brand-types.ts';
export * from './checkout.ts';
export * from './contact.ts';
export * from './email.ts';
export * from './listing.ts';
export * from './listing-details.ts';
export * from './media.ts';
export * from './money.ts';
export * from './paths.ts';
export * from './payment.ts';
export * from './product.ts';
export * from './promo.ts';
export * from './registration.ts';
export * from './social.ts';
export * from './page-forms.ts';
export * from './order-tracking.ts';
export * from './wait-text.ts';
export * from './webhooks.ts';
export * from './carriers.ts';
