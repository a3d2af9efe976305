// `npm run seed -- --products N`: adds synthetic listings until the catalogue holds N products,
// for benchmarks. Names cycle through the demo tables with a number ("Oak Dining Chair #1234"),
// pictures come from the same pool (each store's own copies, recorded in its media library),
// about a quarter get a few ratings.
import type { Db } from '../../api/src/db/database.ts';
import type { StoragePort } from '../../api/src/adapters/storage.ts';
import { productSlugFromName } from '@rules/paths.ts';
import { createRng } from './prng.ts';
import { drawings, ensureImages, poolImage, variantsPerKind, type DrawingKind } from './images.ts';
import { CATEGORIES, HOME_PRODUCTS, type HomeCategory, type RealEstateCategory } from './catalogue-data.ts';
import { VENDORS } from './vendors.ts';
import { daysBefore, planHomeProduct, planProperty, planRatings, propertyVendor, type ListingPlan } from './plan.ts';
import { insertListings, walCheckpointer, type PlannedListing } from './write.ts';
import { SeedLibrary } from './library.ts';

const BATCH = 1000;
const ELECTRONICS_CATEGORIES: HomeCategory[] = ['Electronics', 'Electrical', 'Home Appliances'];

interface DbVendor {
  id: number;
  storeId: string;
  storeName: string;
  city: string;
  country: string;
  brandType: string;
}

export async function topUpProducts(db: Db, options: { storage: StoragePort; target: number; log?: (m: string) => void }): Promise<number> {
  const log = options.log ?? ((m: string) => console.log(m));
  const existing = await db.product.count();
  const missing = options.target - existing;
  if (missing <= 0) {
    log(`Seed: ${existing} products already, nothing to add for --products ${options.target}`);
    return 0;
  }
  const started = Date.now();
  const jobs = (Object.keys(drawings) as DrawingKind[]).flatMap((kind) => Array.from({ length: variantsPerKind(kind) }, (_, v) => poolImage(kind, v)));
  await ensureImages(options.storage, jobs);

  const vendors: DbVendor[] = await db.vendor.findMany({
    where: { isAdmin: false, accessGranted: true },
    select: { id: true, storeId: true, storeName: true, city: true, country: true, brandType: true },
    orderBy: { id: 'asc' },
  });
  const categories = await db.category.findMany({ select: { id: true, name: true } });
  const categoryIds = new Map(categories.map((c) => [c.name, c.id]));
  const known = new Map(VENDORS.map((v) => [v.storeId, v]));

  // Who may list what: the demo vendors' own specialities, any other vendor by brand type.
  const sellers = new Map<string, DbVendor[]>();
  const add = (category: string, v: DbVendor) => sellers.set(category, [...(sellers.get(category) ?? []), v]);
  for (const v of vendors) {
    const data = known.get(v.storeId);
    if (v.brandType === 'REAL_ESTATE') for (const c of data?.realEstate ?? CATEGORIES.filter((c) => c.catalogue === 'REAL_ESTATE').map((c) => c.name)) add(c, v);
    else if (v.brandType === 'ELECTRONICS') for (const c of data?.sells ?? ELECTRONICS_CATEGORIES) add(c, v);
    else for (const c of data?.sells ?? Object.keys(HOME_PRODUCTS).filter((c) => c !== 'Electronics')) add(c, v);
  }
  // Everything that can be made: [category, item or null for a property].
  const templates: { category: string; item?: (typeof HOME_PRODUCTS)[HomeCategory][number] }[] = [];
  for (const c of CATEGORIES) {
    if (!sellers.has(c.name) || !categoryIds.has(c.name)) continue;
    if (c.catalogue === 'REAL_ESTATE') for (let k = 0; k < 8; k++) templates.push({ category: c.name });
    else for (const item of HOME_PRODUCTS[c.name as HomeCategory]) templates.push({ category: c.name, item });
  }
  if (!templates.length) throw new Error('--products needs vendors and categories (seed the demo data first)');

  const slugs = new Set((await db.product.findMany({ select: { slug: true } })).map((p) => p.slug));
  const rng = createRng(`marketplace-topup-${existing}`);
  const vendorIds = new Map(vendors.map((v) => [v.storeId, v.id]));
  const vendorInfo = new Map(vendors.map((v) => [v.storeId, { storeName: v.storeName, city: v.city }]));
  const library = new SeedLibrary(options.storage);
  const checkpoint = await walCheckpointer(db);
  let added = 0;
  let ratings = 0;
  for (let start = 0; start < missing; start += BATCH) {
    const batch: PlannedListing[] = [];
    for (let i = start; i < Math.min(missing, start + BATCH); i++) {
      const number = existing + i + 1;
      const t = templates[(i * 7919) % templates.length];
      const pool = sellers.get(t.category)!;
      const v = pool[i % pool.length];
      const createdAt = daysBefore(rng.range(0, 720));
      const suffix = ` #${number}`;
      let plan: ListingPlan;
      if (t.item) {
        plan = planHomeProduct(rng, t.category as HomeCategory, t.item, v, createdAt, suffix);
      } else {
        const data = known.get(v.storeId);
        plan = planProperty(rng, t.category as RealEstateCategory, data ? propertyVendor(data) : { storeId: v.storeId, city: v.city, country: v.country, areas: [v.city], priceLevel: 1 }, createdAt, suffix);
      }
      plan.hidden = number % 50 === 0;
      const base = productSlugFromName(plan.name) || 'product';
      let slug = base;
      for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
      slugs.add(slug);
      const planned = rng.chance(0.25) ? planRatings(rng, createdAt, rng.int(1, 6), 5000) : [];
      ratings += planned.length;
      batch.push({ ...plan, slug, ratings: planned, comments: [] });
    }
    await db.$transaction((tx) => insertListings(tx, batch, { vendorIds, categoryIds, vendors: vendorInfo, library }, BATCH), { timeout: 120_000, maxWait: 30_000 });
    added += batch.length;
    if (added % (BATCH * 10) === 0) await checkpoint();
    if (added % 10_000 === 0 || added === missing) log(`  ${existing + added} / ${options.target} products (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  await checkpoint();
  log(`Seed: added ${added} synthetic products and ${ratings} ratings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return added;
}
