// The evaluation's own listings (issue 35, item 6): listings vendors of the UAE and Pakistan named
// in Arabic or Urdu, as a vendor can type a name today, each a copy of a demo listing (its
// category, vendor, place, price and pictures) under its own slug and name. The Arabic and Urdu
// judged queries (queries-arabic-urdu.json) grade them next to the demo's English listings.
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../api/src/db/database.ts';
import { buildSearchText } from '../../api/src/domain/catalogue/search-text.ts';

export interface FixtureListing {
  /** The new listing's slug, as the judged queries name it. */
  slug: string;
  /** The demo listing it copies everything but the name from. */
  copyOf: string;
  /** Its name, as the vendor wrote it. */
  name: string;
  /** A property's own place, where it is not the copied listing's (the demo lists nothing in Abu Dhabi). */
  place?: { city: string; neighbourhood: string };
}

export function loadFixtureListings(): FixtureListing[] {
  const file = path.join(import.meta.dirname, 'fixtures-arabic-urdu.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { listings: FixtureListing[] }).listings;
}

/** Writes the fixture listings, their search text built as the product editing path builds it. */
export async function addFixtureListings(db: Db, listings = loadFixtureListings()): Promise<void> {
  for (const { slug, copyOf, name, place: ownPlace } of listings) {
    const source = await db.product.findUniqueOrThrow({ where: { slug: copyOf }, include: { category: true, vendor: true } });
    const { id: _id, slug: _slug, name: _name, searchText: _searchText, createdAt: _createdAt, updatedAt: _updatedAt, category, vendor, ...copied } = source;
    const where = { city: ownPlace?.city ?? source.city, neighbourhood: ownPlace?.neighbourhood ?? source.neighbourhood };
    const place = source.catalogue === 'REAL_ESTATE' ? { ...where, purpose: source.purpose } : null;
    const searchText = buildSearchText({ name, categoryName: category.name, storeName: vendor.storeName, city: vendor.city, place });
    await db.product.create({ data: { ...copied, ...where, slug, name, searchText, ratingCount: 0, ratingSum: 0, ratingAverage: null, viewCount: 0 } });
  }
}
