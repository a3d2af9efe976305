import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { applyMigrations } from '../../src/db/migrate.ts';
import { createDiskStorage } from '../../src/adapters/storage.ts';
import { hashPassword, verifyPassword } from '../../src/domain/auth/password.ts';
import { productSlugFromName, uniqueSlug, vendorSlug } from '@rules/paths.ts';
import { buildSearchText } from '../../src/domain/catalogue/search-text.ts';
import { seedDemoData, seedDemoDataIfEmpty } from '../../../prisma/seed/demo.ts';
import { variantFiles } from '../../../prisma/seed/images.ts';

const AMENITIES = ['Balcony', 'Basement parking', 'Security', 'Shared Gym', 'Shared swimming pool', 'Property for rent', 'Property for sales'];
const REAL_ESTATE = ['Residential', 'Rental', 'Luxury Apartments', 'Villas', 'Plots', 'Off-plan'];
const HOME = ['Furniture', 'Paint', 'Art', 'Tiles & Sanitary', 'Outdoor & Lights Decoration', 'Home Appliances', 'Kitchen', 'Electrical', 'Electronics', 'Decor'];
const MENU = ['Furniture', 'Paint', 'Art', 'Tiles & Sanitary', 'Outdoor & Lights Decoration', 'Home Appliances', 'Residential', 'Rental', 'Luxury Apartments'];
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const quiet = () => {};

async function freshDatabase(): Promise<{ database: Database; dataDir: string; uploadsDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'));
  const database = await openDatabase({ dataDir, databaseUrl: undefined });
  await applyMigrations(database);
  return { database, dataDir, uploadsDir: path.join(dataDir, 'uploads') };
}

async function fingerprint(database: Database) {
  const products = await database.prisma.product.findMany({ orderBy: { id: 'asc' }, select: { slug: true, price: true, discountedPrice: true, images: true, ratingSum: true } });
  return products.map((p) => `${p.slug} ${p.price.toFixed(2)} ${p.discountedPrice?.toFixed(2) ?? '-'} ${p.images.join(',')} ${p.ratingSum}`);
}

async function libraryFingerprint(database: Database) {
  const media = await database.prisma.mediaAsset.findMany({ orderBy: { id: 'asc' }, select: { vendorId: true, fileName: true, originalName: true, bytes: true, createdAt: true } });
  return media.map((m) => `${m.vendorId} ${m.fileName} ${m.originalName} ${m.bytes} ${m.createdAt.toISOString()}`);
}

const fileHash = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

describe('slug and search-text rules', () => {
  it('builds product slugs as the spec says', () => {
    expect(productSlugFromName('3 Bed Villa with Private Pool in Dubai Hills')).toBe('3-bed-villa-with-private-pool-in-dubai-hills');
    expect(productSlugFromName('Tiles & Sanitary')).toBe('tiles-sanitary');
    expect(productSlugFromName('  Indoor/Outdoor  Rug -- Café Edition! ')).toBe('indoor-outdoor-rug-caf-edition');
    expect(productSlugFromName('Matt Emulsion Paint 4L - Warm White')).toBe('matt-emulsion-paint-4l-warm-white');
    expect(productSlugFromName('###')).toBe('');
  });

  it('builds vendor slugs and unique slugs', async () => {
    expect(vendorSlug('Skyline Estates')).toBe('skyline-estates');
    expect(vendorSlug('Thames & Co Property')).toBe('thames-co-property');
    expect(vendorSlug('  ')).toBe('no-store');
    expect(vendorSlug(undefined)).toBe('no-store');
    const taken = new Set(['oak-chair', 'oak-chair-2']);
    expect(await uniqueSlug('oak-chair', async (s) => taken.has(s))).toBe('oak-chair-3');
    expect(await uniqueSlug('sofa', async (s) => taken.has(s))).toBe('sofa');
  });

  it('builds lower-cased, collapsed search text', () => {
    expect(buildSearchText({ name: 'Oak  Dining Chair', categoryName: 'Furniture', storeName: 'Casa & Co', city: 'Lahore' })).toBe('oak dining chair furniture casa co lahore');
    expect(buildSearchText({ name: 'Velvet Sofa', categoryName: 'Furniture', storeName: 'Casa Nova' })).toBe('velvet sofa furniture casa nova');
  });

  it('hashes passwords with argon2id', async () => {
    const hash = await hashPassword('secret-pass');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'secret-pass')).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'secret-pass')).toBe(false);
  });
});

describe('demo seed', () => {
  let first: Awaited<ReturnType<typeof freshDatabase>>;
  const dirs: string[] = [];

  beforeAll(async () => {
    first = await freshDatabase();
    dirs.push(first.dataDir);
    expect(await seedDemoDataIfEmpty(first.database.prisma, { storage: createDiskStorage(first.uploadsDir), log: quiet })).toBe(true);
  }, 180_000);

  afterAll(async () => {
    await first?.database.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('seeds only an empty database', async () => {
    expect(await seedDemoDataIfEmpty(first.database.prisma, { storage: createDiskStorage(first.uploadsDir), log: quiet })).toBe(false);
  });

  it('has an admin and at least 12 vendors over the three brand types', async () => {
    const db = first.database.prisma;
    const vendors = await db.vendor.findMany();
    const admins = vendors.filter((v) => v.isAdmin);
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ storeId: 'admin', email: 'admin@marketplace.test', brandType: 'HOME_PRODUCTS' });
    expect(await verifyPassword(admins[0].passwordHash, 'admin12345')).toBe(true);
    const others = vendors.filter((v) => !v.isAdmin);
    expect(others.length).toBeGreaterThanOrEqual(12);
    expect(new Set(others.map((v) => v.brandType))).toEqual(new Set(['REAL_ESTATE', 'HOME_PRODUCTS', 'ELECTRONICS']));
    const estate = vendors.find((v) => v.email === 'vendor@marketplace.test')!;
    expect(estate.brandType).toBe('REAL_ESTATE');
    expect(await verifyPassword(estate.passwordHash, 'vendor12345')).toBe(true);
    const homes = vendors.find((v) => v.email === 'homes@marketplace.test')!;
    expect(homes.brandType).toBe('HOME_PRODUCTS');
    expect(await verifyPassword(homes.passwordHash, 'vendor12345')).toBe(true);
    expect(others.filter((v) => !v.accessGranted).length).toBe(1);
    for (const v of vendors) {
      expect(v.email).toBe(v.email.toLowerCase());
      expect(v.phone).toMatch(/^\d+$/);
      expect(v.storeId).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      if (v.image) for (const f of variantFiles(v.image)) expect(fs.existsSync(path.join(first.uploadsDir, f))).toBe(true);
    }
    expect(vendors.some((v) => v.description.includes('**') && v.description.includes('\n- '))).toBe(true);
    expect(vendors.some((v) => v.description === '')).toBe(true);
  });

  it('has the sixteen categories with tiles and the nine menu entries', async () => {
    const categories = await first.database.prisma.category.findMany({ orderBy: [{ catalogue: 'asc' }, { position: 'asc' }] });
    expect(categories.filter((c) => c.catalogue === 'REAL_ESTATE').map((c) => c.name)).toEqual(REAL_ESTATE);
    expect(categories.filter((c) => c.catalogue === 'HOME_PRODUCTS').map((c) => c.name)).toEqual(HOME);
    expect(categories.filter((c) => c.inMenu).map((c) => c.name).sort()).toEqual([...MENU].sort());
    for (const c of categories) {
      expect(c.slug).toBe(productSlugFromName(c.name));
      for (const f of variantFiles(c.image!)) expect(fs.existsSync(path.join(first.uploadsDir, f))).toBe(true);
    }
  });

  it('has at least 50 properties from real-estate vendors, with real-estate details', async () => {
    const properties = await first.database.prisma.product.findMany({ where: { catalogue: 'REAL_ESTATE' }, include: { vendor: true, category: true } });
    expect(properties.length).toBeGreaterThanOrEqual(50);
    expect(new Set(properties.map((p) => p.category.name))).toEqual(new Set(REAL_ESTATE));
    for (const p of properties) {
      expect(p.vendor.brandType).toBe('REAL_ESTATE');
      expect(p.category.catalogue).toBe('REAL_ESTATE');
      expect(words(p.description)).toBeGreaterThanOrEqual(100);
      expect(words(p.description)).toBeLessThanOrEqual(200);
      expect(p.amenities.length).toBeGreaterThan(0);
      for (const a of p.amenities) expect(AMENITIES).toContain(a);
      expect(p.areaSqft).toBeGreaterThan(0);
      if (p.category.name === 'Plots') expect([p.beds, p.baths]).toEqual([0, 0]);
      else expect(p.beds! * p.baths!).toBeGreaterThan(0);
      expect(p.amenities).toContain(p.category.name === 'Rental' ? 'Property for rent' : 'Property for sales');
    }
    const rentals = properties.filter((p) => p.category.name === 'Rental').map((p) => Number(p.price));
    const villas = properties.filter((p) => p.category.name === 'Villas').map((p) => Number(p.price));
    expect(Math.max(...rentals)).toBeLessThan(Math.min(...villas));
    expect(properties.some((p) => words(p.description) > 90)).toBe(true);
  });

  it('has at least 150 home products over every home category', async () => {
    const products = await first.database.prisma.product.findMany({ where: { catalogue: 'HOME_PRODUCTS' }, include: { vendor: true, category: true } });
    expect(products.length).toBeGreaterThanOrEqual(150);
    expect(new Set(products.map((p) => p.category.name))).toEqual(new Set(HOME));
    for (const p of products) {
      expect(['HOME_PRODUCTS', 'ELECTRONICS']).toContain(p.vendor.brandType);
      if (p.category.name === 'Electronics') expect(p.vendor.brandType).toBe('ELECTRONICS');
      expect([p.beds, p.baths, p.areaSqft]).toEqual([null, null, null]);
      expect(p.amenities).toEqual([]);
      expect(p.vendor.accessGranted).toBe(true);
    }
    expect(products.filter((p) => p.status === 'HIDDEN').length).toBeGreaterThanOrEqual(2);
    expect(products.some((p) => /\bchair\b/i.test(p.name))).toBe(true);
    expect(products.filter((p) => /sofa/i.test(p.name)).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => /lamp/i.test(p.name)).length).toBeGreaterThanOrEqual(2);
  });

  it('gives every property a purpose, completion and a place on the map; home products none', async () => {
    const products = await first.database.prisma.product.findMany({ include: { vendor: true, category: true } });
    const codes: Record<string, string> = { 'United Arab Emirates': 'AE', Pakistan: 'PK', 'United Kingdom': 'GB', 'United States': 'US' };
    for (const p of products) {
      if (p.catalogue === 'HOME_PRODUCTS') {
        expect([p.purpose, p.completionStatus, p.city, p.latitude]).toEqual([null, null, null, null]);
        continue;
      }
      expect(p.purpose).toBe(p.category.name === 'Rental' ? 'RENT' : 'SALE');
      expect(p.rentPeriod).toBe(p.purpose === 'RENT' ? 'MONTH' : null);
      expect(p.completionStatus).toBe(p.category.name === 'Off-plan' ? 'OFF_PLAN' : 'READY');
      if (p.completionStatus === 'OFF_PLAN') expect(p.handoverDate!.getUTCFullYear()).toBeGreaterThanOrEqual(2027);
      else expect(p.handoverDate).toBeNull();
      expect(p.city).toBe(p.vendor.city);
      expect(p.countryCode).toBe(codes[p.vendor.country]);
      // The neighbourhood the name was written for, and a point near it (within ~1.5 km of the vendor's other listings there).
      expect(p.neighbourhood && p.name.includes(p.neighbourhood)).toBeTruthy();
      expect(p.latitude).not.toBeNull();
      expect(p.longitude).not.toBeNull();
    }
    const cities = new Set(products.filter((p) => p.catalogue === 'REAL_ESTATE').map((p) => p.city));
    expect([...cities].sort()).toEqual(['Dubai', 'Islamabad', 'Karachi', 'Lahore', 'London', 'New York']);
  });

  it('gives every product a slug, search text, prices and 2 to 5 pictures on disk', async () => {
    const products = await first.database.prisma.product.findMany({
      include: { vendor: { include: { translations: { orderBy: { language: 'asc' } } } }, category: true, translations: { orderBy: { language: 'asc' } } },
    });
    let discounted = 0;
    for (const p of products) {
      expect(p.slug === productSlugFromName(p.name) || new RegExp(`^${productSlugFromName(p.name)}-\\d+$`).test(p.slug)).toBe(true);
      // The listing's and its store's Arabic and Urdu names are searchable too (prisma/seed/translated-search-text.ts).
      const translatedNames = [...p.translations.map((t) => t.name), ...p.vendor.translations.map((t) => t.storeName)];
      expect(p.searchText).toBe(buildSearchText({ name: p.name, categoryName: p.category.name, storeName: p.vendor.storeName, city: p.vendor.city, place: p.catalogue === 'REAL_ESTATE' ? p : null, translatedNames }));
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.images.length).toBeLessThanOrEqual(5);
      expect(new Set(p.images).size).toBe(p.images.length);
      expect(p.featureImage).toBe(p.images[0]);
      for (const image of p.images) for (const f of variantFiles(image)) expect(fs.existsSync(path.join(first.uploadsDir, f)), f).toBe(true);
      expect(Number(p.price)).toBeGreaterThan(0);
      if (p.discountedPrice) {
        discounted++;
        expect(Number(p.discountedPrice)).toBeLessThan(Number(p.price));
      }
    }
    expect(discounted).toBeGreaterThan(10);
  });

  it('puts every picture a vendor\'s listings show into that vendor\'s media library, older than any upload', async () => {
    const db = first.database.prisma;
    const media = await db.mediaAsset.findMany({ include: { vendor: { select: { storeId: true } } } });
    const owners = new Map(media.map((m) => [m.fileName, m.vendorId]));
    const products = await db.product.findMany({ select: { slug: true, vendorId: true, images: true, featureImage: true } });
    for (const p of products) for (const image of [p.featureImage, ...p.images]) expect(owners.get(image), `${p.slug}: ${image}`).toBe(p.vendorId);
    // Nothing else: each row is a picture one of the vendor's listings shows, or the vendor's logo.
    const shown = new Set(products.flatMap((p) => p.images.map((image) => `${p.vendorId} ${image}`)));
    const logos = new Set((await db.vendor.findMany({ where: { image: { not: null } } })).map((v) => `${v.id} ${v.image}`));
    for (const m of media) expect(shown.has(`${m.vendorId} ${m.fileName}`) || logos.has(`${m.vendorId} ${m.fileName}`), m.fileName).toBe(true);
    for (const m of media) {
      expect(m.fileName.startsWith(`seed1-${m.vendor.storeId}--`) || m.fileName === `seed1-logo-${m.vendor.storeId}.webp`, m.fileName).toBe(true);
      expect(m.originalName).toMatch(/^[a-z0-9-]+\.webp$/);
      expect([m.width, m.height]).toEqual(m.fileName.includes('-logo-') ? [600, 600] : [1200, 900]);
      expect(m.bytes).toBe(fs.statSync(path.join(first.uploadsDir, m.fileName)).size);
      for (const f of variantFiles(m.fileName)) expect(fs.existsSync(path.join(first.uploadsDir, f)), f).toBe(true);
      expect(m.createdAt.getTime()).toBeLessThan(Date.now());
    }
    const homes = media.filter((m) => m.vendor.storeId === 'casa-nova-interiors');
    expect(homes.length).toBeGreaterThan(10);
  });

  it('keeps rating aggregates equal to the ratings table', async () => {
    const db = first.database.prisma;
    const products = await db.product.findMany({ select: { id: true, ratingCount: true, ratingSum: true, ratingAverage: true } });
    const groups = await db.rating.groupBy({ by: ['productId'], _count: { _all: true }, _sum: { value: true } });
    const byProduct = new Map(groups.map((g) => [g.productId, g]));
    for (const p of products) {
      const g = byProduct.get(p.id);
      expect(p.ratingCount).toBe(g?._count._all ?? 0);
      expect(p.ratingSum).toBe(g?._sum.value ?? 0);
      if (p.ratingCount) expect(p.ratingAverage).toBeCloseTo(p.ratingSum / p.ratingCount, 10);
      else expect(p.ratingAverage).toBeNull();
    }
    const rated = products.filter((p) => p.ratingCount > 0).length / products.length;
    expect(rated).toBeGreaterThan(0.45);
    expect(rated).toBeLessThan(0.75);
    const values = await db.rating.findMany({ select: { value: true, visitorId: true } });
    for (const r of values) {
      expect(r.value).toBeGreaterThanOrEqual(1);
      expect(r.value).toBeLessThanOrEqual(5);
      expect(r.visitorId).toMatch(/^seed-visitor-\d+$/);
    }
    expect(await db.comment.count()).toBeGreaterThan(20);
  });

  it('has currency rates, promo codes and a feed with consistent likes', async () => {
    const db = first.database.prisma;
    const rates = await db.currencyRate.findMany({ orderBy: { code: 'asc' } });
    expect(rates.map((r) => [r.code, Number(r.rate), r.symbol])).toEqual([
      ['AED', 3.67, 'د.إ'],
      ['GBP', 0.78, '£'],
      ['PKR', 280, '₨'],
      ['USD', 1, '$'],
    ]);
    const promos = await db.promoCode.findMany();
    const welcome = promos.find((p) => p.code === 'WELCOME10')!;
    expect(welcome).toMatchObject({ discountPercent: 10, isActive: true });
    expect(welcome.endsOn.toISOString().slice(0, 10)).toBe('2027-12-31');
    expect(promos.find((p) => p.code === 'SUMMER25')).toMatchObject({ discountPercent: 25, isActive: false });
    expect(promos.find((p) => p.code === 'EXPIRED5')!.endsOn.getUTCFullYear()).toBe(2025);
    const posts = await db.feedPost.findMany({ include: { _count: { select: { likes: true, comments: true } } } });
    expect(posts.length).toBeGreaterThanOrEqual(10);
    expect(posts.length).toBeLessThanOrEqual(15);
    for (const post of posts) {
      expect(post.likeCount).toBe(post._count.likes);
      expect(fs.existsSync(path.join(first.uploadsDir, post.image))).toBe(true);
    }
    expect(posts.some((p) => p._count.comments > 2)).toBe(true);
  });

  it('is deterministic: a second fresh database gets the same listings and pictures', async () => {
    const second = await freshDatabase();
    dirs.push(second.dataDir);
    try {
      await seedDemoData(second.database.prisma, { storage: createDiskStorage(second.uploadsDir), log: quiet });
      expect(await fingerprint(second.database)).toEqual(await fingerprint(first.database));
      expect(await libraryFingerprint(second.database)).toEqual(await libraryFingerprint(first.database));
      for (const file of ['seed1-villa-1.webp', 'seed1-sofa-2.card.webp', 'seed1-logo-skyline-estates.thumb.webp', 'seed1-casa-nova-interiors--sofa-1.webp']) {
        expect(fileHash(path.join(second.uploadsDir, file))).toBe(fileHash(path.join(first.uploadsDir, file)));
      }
    } finally {
      await second.database.close();
    }
  }, 180_000);
});
