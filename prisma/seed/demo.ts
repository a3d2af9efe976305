// The demo data set: currency rates, categories, an admin and 17 vendors, 60 properties, 162 home
// products with pictures (each store's in its media library), ratings, comments, promo codes, a feed and
// a few orders. Deterministic: the same data (names, slugs, prices, dates) on every machine. With
// `activity`, 90 days of a running shop up to that day on top (activity/index.ts).
import { insertDemoViewingHours } from './viewing-hours.ts';
import type { Prisma } from '../../api/src/generated/prisma/client.ts';
import type { Db } from '../../api/src/db/database.ts';
import type { StoragePort } from '../../api/src/adapters/storage.ts';
import { hashPassword } from '../../api/src/domain/auth/password.ts';
import { productSlugFromName } from '@rules/paths.ts';
import { createRng, type Rng } from './prng.ts';
import { categoryTileImage, drawings, ensureImages, poolImage, storePictureJob, variantsPerKind, vendorLogoImage, type DrawingKind, type ImageJob } from './images.ts';
import { insertDemoTranslations } from './translations.ts';
import { writeTranslatedSearchTexts } from './translated-search-text.ts';
import { ADMIN, CATEGORIES, CURRENCY_RATES, HOME_PRODUCTS, PROMO_CODES, type HomeCategory, type RealEstateCategory, type VendorData } from './catalogue-data.ts';
import { FEED_CAPTIONS, POST_COMMENTS } from './social-text.ts';
import { VENDORS } from './vendors.ts';
import { BASE_DATE, daysBefore, planComments, planHomeProduct, planProperty, planRatings, propertyVendor, type ListingPlan } from './plan.ts';
import { topUpProducts } from './topup.ts';
import { insertListings, type PlannedListing } from './write.ts';
import { insertDemoLeads } from './leads.ts';
import { SeedLibrary } from './library.ts';
import { insertDemoOrders } from './orders.ts';
import { insertDemoStock } from './stock.ts';
import { insertDemoActivity } from './activity/index.ts';
import { DEMO_SITE_SETTINGS } from './site-settings.ts';

export type Log = (message: string) => void;
type Tx = Prisma.TransactionClient;

export interface SeedOptions {
  /** Where the pictures go: the app's media storage (the uploads directory or the S3 bucket). */
  storage: StoragePort;
  /** After the demo data, add synthetic products until the catalogue holds this many. */
  products?: number;
  /** Add 90 days of orders, payments, viewings, enquiries, stock movements and page views up to `now` (activity/index.ts). */
  activity?: { now: Date };
  log?: Log;
}


const PROPERTIES_PER_CATEGORY = 10;

export const categorySlug = (name: string) => productSlugFromName(name);

/** Every picture the demo uses: the whole pool, the category tiles, the vendor logos and each store's copies of the pictures its listings show. */
export function demoImageJobs(listings: PlannedListing[] = planDemoListings()): ImageJob[] {
  const jobs: ImageJob[] = [];
  for (const file of new Set(listings.flatMap((l) => l.images))) jobs.push(storePictureJob(file));
  for (const kind of Object.keys(drawings) as DrawingKind[]) for (let v = 0; v < variantsPerKind(kind); v++) jobs.push(poolImage(kind, v));
  for (const c of CATEGORIES) jobs.push(categoryTileImage(categorySlug(c.name), c.tile));
  for (const v of [ADMIN, ...VENDORS]) if (v.logo) jobs.push(vendorLogoImage(v.storeId, v.storeName, v.brandType));
  return jobs;
}

/** Plans all 222 demo listings, oldest first, with unique slugs. */
export function planDemoListings(): PlannedListing[] {
  const rng = createRng('marketplace-demo-listings');
  const listings: ListingPlan[] = [];
  const age = () => daysBefore(rng.range(1, 300));

  const realEstateVendors = VENDORS.filter((v) => v.brandType === 'REAL_ESTATE' && v.accessGranted);
  CATEGORIES.filter((c) => c.catalogue === 'REAL_ESTATE').forEach((c, ci) => {
    const category = c.name as RealEstateCategory;
    const eligible = realEstateVendors.filter((v) => v.realEstate?.includes(category));
    const names = new Set<string>();
    for (let i = 0; i < PROPERTIES_PER_CATEGORY; i++) {
      const vendor = propertyVendor(eligible[(i + ci) % eligible.length]);
      let plan = planProperty(rng, category, vendor, age());
      for (let tries = 0; names.has(plan.name) && tries < 10; tries++) plan = planProperty(rng, category, vendor, plan.createdAt);
      names.add(plan.name);
      listings.push(plan);
    }
  });

  let index = 0;
  for (const [category, items] of Object.entries(HOME_PRODUCTS) as [HomeCategory, (typeof HOME_PRODUCTS)[HomeCategory]][]) {
    const eligible = VENDORS.filter((v) => v.accessGranted && v.sells?.includes(category));
    items.forEach((item, i) => {
      const vendor = eligible[(i * 7 + item.name.length) % eligible.length];
      const plan = planHomeProduct(rng, category, item, vendor, age());
      plan.hidden = index++ % 27 === 13; // a few listings hidden from suggestions
      listings.push(plan);
    });
  }

  listings.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const taken = new Set<string>();
  const social = createRng('marketplace-demo-social');
  return listings.map((plan) => {
    const base = productSlugFromName(plan.name) || 'product';
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    const ratings = social.chance(0.6) ? planRatings(social, plan.createdAt, Math.ceil(social.next() ** 1.6 * 24)) : [];
    const comments = social.chance(0.3) ? planComments(social, plan.catalogue, plan.createdAt, social.int(1, 4)) : [];
    return { ...plan, slug, ratings, comments };
  });
}

async function insertVendors(tx: Tx, library: SeedLibrary, log: Log) {
  const hashes = new Map<string, string>();
  for (const v of [ADMIN, ...VENDORS]) if (!hashes.has(v.password)) hashes.set(v.password, await hashPassword(v.password));
  const rows = [ADMIN, ...VENDORS].map((v: VendorData, i) => {
    const createdAt = daysBefore(420 - i * 3);
    return {
      storeId: v.storeId,
      storeName: v.storeName,
      firstName: v.firstName,
      lastName: v.lastName,
      email: v.email.toLowerCase(),
      phone: v.phone.replace(/\D/g, ''),
      brandType: v.brandType,
      address1: v.address1,
      address2: v.address2,
      city: v.city,
      stateCounty: v.stateCounty,
      country: v.country,
      postcode: v.postcode,
      description: v.description,
      image: v.logo ? vendorLogoImage(v.storeId, v.storeName, v.brandType).file : null,
      accessGranted: v.accessGranted,
      isAdmin: v.isAdmin ?? false,
      passwordHash: hashes.get(v.password)!,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const created = await tx.vendor.createManyAndReturn({ data: rows, select: { id: true, storeId: true } });
  log(`  ${created.length} vendors (1 admin)`);
  const ids = new Map(created.map((v) => [v.storeId, v.id]));
  // The logo is the store's profile image: in its media library, as an uploaded one would be.
  const logos = rows.filter((v) => v.image);
  await tx.mediaAsset.createMany({ data: await Promise.all(logos.map((v) => library.row(ids.get(v.storeId)!, v.image!, `${v.storeId}-logo.webp`, true, v.createdAt))) });
  return ids;
}

async function insertCategories(tx: Tx) {
  const positions = new Map<string, number>();
  const rows = CATEGORIES.map((c) => {
    const position = positions.get(c.catalogue) ?? 0;
    positions.set(c.catalogue, position + 1);
    return { name: c.name, slug: categorySlug(c.name), catalogue: c.catalogue, image: categoryTileImage(categorySlug(c.name), c.tile).file, position, inMenu: c.inMenu };
  });
  const created = await tx.category.createManyAndReturn({ data: rows, select: { id: true, name: true } });
  return new Map(created.map((c) => [c.name, c.id]));
}

async function insertFeed(tx: Tx, rng: Rng, listings: PlannedListing[], productIds: Map<string, number>, vendorIds: Map<string, number>) {
  const byVendor = new Map<string, PlannedListing[]>();
  for (const l of listings) if (!l.hidden) byVendor.set(l.storeId, [...(byVendor.get(l.storeId) ?? []), l]);
  const posters = VENDORS.filter((v) => byVendor.has(v.storeId));
  let likes = 0;
  let comments = 0;
  const POSTS = 14;
  for (let i = 0; i < POSTS; i++) {
    const vendor = posters[(i * 5) % posters.length];
    const listing = rng.pick(byVendor.get(vendor.storeId)!);
    const createdAt = daysBefore(i * 4 + rng.range(0.2, 3.5));
    const likers = rng.sample(Array.from({ length: 400 }, (_, k) => k + 1), rng.int(0, 36));
    const post = await tx.feedPost.create({
      data: {
        vendorId: vendorIds.get(vendor.storeId)!,
        productId: productIds.get(listing.slug)!,
        caption: rng.pick(FEED_CAPTIONS[listing.catalogue]).replace('{name}', listing.name),
        image: listing.images[1] ?? listing.images[0],
        likeCount: likers.length,
        createdAt,
      },
      select: { id: true },
    });
    if (likers.length) {
      await tx.postLike.createMany({ data: likers.map((n) => ({ postId: post.id, visitorId: `seed-visitor-${n}`, createdAt: new Date(createdAt.getTime() + rng.int(1, 72) * 3_600_000) })) });
    }
    const texts = rng.sample(POST_COMMENTS, i % 4 === 0 ? rng.int(3, 5) : rng.int(0, 2));
    if (texts.length) {
      await tx.postComment.createMany({ data: texts.map((text, k) => ({ postId: post.id, visitorId: `seed-visitor-${rng.int(1, 400)}`, text, createdAt: new Date(createdAt.getTime() + (k + 1) * rng.int(1, 10) * 3_600_000) })) });
    }
    likes += likers.length;
    comments += texts.length;
  }
  return { posts: POSTS, likes, comments };
}

/** Seeds the demo data set into an empty database (throws if vendors already exist). */
/** The marketplace's own details (the migration made the row with a neutral name). */
async function insertSiteSettings(tx: Tx) {
  const s = DEMO_SITE_SETTINGS;
  const data = {
    businessName: s.businessName, phone: s.phone, email: s.email,
    offices: s.offices as unknown as Prisma.InputJsonValue, socialLinks: s.socialLinks as unknown as Prisma.InputJsonValue,
    aboutText: s.aboutText, founderName: s.founder.name, founderTitle: s.founder.title, founderText: s.founder.text, privacyEmail: s.privacyEmail,
    bankAccountName: s.bank.accountName, bankName: s.bank.bank, bankAccountNumber: s.bank.accountNumber, bankIban: s.bank.iban, bankSwift: s.bank.swift, bankNote: s.bank.note,
  };
  await tx.siteSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
}

async function seedActivity(tx: Tx, now: Date, log: Log) {
  const started = Date.now();
  const a = await insertDemoActivity(tx, now);
  log(`  activity of the last 90 days: ${a.orders} orders (${a.parts} parts, ${a.ledgerLines} ledger lines, ${a.payouts} payouts), ${a.stockMovements} stock movements, ${a.leads} enquiries, ${a.views} page views, ${a.saves} saves (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

export async function seedDemoData(db: Db, options: SeedOptions): Promise<void> {
  const log = options.log ?? ((m: string) => console.log(m));
  const started = Date.now();
  const listings = planDemoListings();
  const drawn = await ensureImages(options.storage, demoImageJobs(listings));
  log(`Seed: ${drawn} pictures stored (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  await db.$transaction(
    async (tx) => {
      if ((await tx.vendor.count()) > 0) throw new Error('seedDemoData needs an empty database (vendors exist)');
      await tx.currencyRate.createMany({ data: CURRENCY_RATES.map((r) => ({ ...r })) });
      await insertSiteSettings(tx);
      const categoryIds = await insertCategories(tx);
      const library = new SeedLibrary(options.storage);
      const vendorIds = await insertVendors(tx, library, log);
      const vendors = new Map(VENDORS.map((v) => [v.storeId, { storeName: v.storeName, city: v.city }]));
      const productIds = await insertListings(tx, listings, { vendorIds, categoryIds, vendors, library });
      const comments = listings.flatMap((l) => l.comments.map((c) => ({ productId: productIds.get(l.slug)!, ...c })));
      await tx.comment.createMany({ data: comments });
      await tx.promoCode.createMany({
        data: PROMO_CODES.map((p) => ({ ...p, startsOn: new Date(`${p.startsOn}T00:00:00Z`), endsOn: new Date(`${p.endsOn}T00:00:00Z`), createdAt: daysBefore(330) })),
      });
      const feed = await insertFeed(tx, createRng('marketplace-demo-feed'), listings, productIds, vendorIds);
      const orders = await insertDemoOrders(tx, listings, productIds, vendorIds);
      const leads = await insertDemoLeads(tx, listings, productIds, vendorIds);
      const bookedViewings = await insertDemoViewingHours(tx, vendorIds);
      const translated = await insertDemoTranslations(tx);
      await writeTranslatedSearchTexts(tx);
      const stock = await insertDemoStock(tx);
      if (options.activity) await seedActivity(tx, options.activity.now, log);
      const properties = listings.filter((l) => l.catalogue === 'REAL_ESTATE').length;
      const ratings = listings.reduce((n, l) => n + l.ratings.length, 0);
      log(`  ${properties} properties, ${listings.length - properties} home products, ${ratings} ratings, ${comments.length} comments`);
      log(`  ${await tx.mediaAsset.count()} media library images, ${PROMO_CODES.length} promo codes, ${feed.posts} feed posts with ${feed.likes} likes and ${feed.comments} comments, ${CURRENCY_RATES.length} currency rates, ${orders} orders (${bookedViewings} viewings at a time slot), ${leads} enquiries, ${translated} Arabic and Urdu property texts, ${stock.tracked} products with stock (${stock.low} low, ${stock.out} sold out)`);
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
  log(`Seed: demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Logins: admin@marketplace.test / admin12345, vendor@marketplace.test / vendor12345, homes@marketplace.test / vendor12345`);
  if (options.products) await topUpProducts(db, { storage: options.storage, target: options.products, log });
}

/**
 * Seeds the demo data only when the vendors table is empty; returns whether it did. When the
 * demo data is there already, its pictures are put back where missing: storage switched to S3
 * after seeding, or a new machine with its own uploads directory on a shared database.
 */
export async function seedDemoDataIfEmpty(db: Db, options: { storage: StoragePort; activity?: { now: Date }; log?: Log }): Promise<boolean> {
  const log = options.log ?? ((m: string) => console.log(m));
  if ((await db.vendor.count()) > 0) {
    if (await db.vendor.count({ where: { email: ADMIN.email } })) {
      const drawn = await ensureImages(options.storage, demoImageJobs());
      if (drawn) log(`Seed: ${drawn === 1 ? '1 demo picture was' : `${drawn} demo pictures were`} missing from storage and drawn again`);
    }
    return false;
  }
  log('Seed: the database is empty, adding demo data (SEED_DEMO_DATA=0 turns this off)');
  try {
    await seedDemoData(db, { storage: options.storage, activity: options.activity, log });
    return true;
  } catch (error) {
    // Another process seeding at the same moment wins; its data is just as good.
    if ((error as { code?: string }).code === 'P2002' && (await db.vendor.count()) > 0) {
      log('Seed: another process seeded the database first');
      return false;
    }
    throw error;
  }
}

export { BASE_DATE, topUpProducts, type PlannedListing };
