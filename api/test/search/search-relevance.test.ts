// Relevance of the forgiving search (issue 20) over the seeded demo catalogue, through GraphQL
// over HTTP like the web app: each query names products that must be among the first 8
// suggestions (the search box's dropdown), and the search results page must agree. The suite
// prints its hit rate (expected products found / expected products asked for) and requires 100%.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

async function suggest(query: string, first = 8): Promise<string[]> {
  const { data, errors } = await t.graphql(`query($q: String!, $n: Int!) { searchSuggestions(query: $q, first: $n) { name } }`, { q: query, n: first });
  expect(errors).toBeUndefined();
  return data.searchSuggestions.map((p: { name: string }) => p.name);
}

async function results(query: string, first = 8): Promise<{ names: string[]; suggestible: string[]; totalCount: number }> {
  const { data, errors } = await t.graphql(`query($q: String!, $n: Int!) { search(query: $q, first: $n) { totalCount edges { node { name hiddenFromSuggestions } } } }`, { q: query, n: first });
  expect(errors).toBeUndefined();
  const nodes: { name: string; hiddenFromSuggestions: boolean }[] = data.search.edges.map((e: { node: { name: string; hiddenFromSuggestions: boolean } }) => e.node);
  return { names: nodes.map((n) => n.name), suggestible: nodes.filter((n) => !n.hiddenFromSuggestions).map((n) => n.name), totalCount: data.search.totalCount };
}

type Kind = 'typo' | 'prefix' | 'word part' | 'split/joined' | 'unit' | 'synonym' | 'mixed';
interface Case {
  kind: Kind;
  query: string;
  /** Product names that must all be among the first 8 suggestions. */
  finds: string[];
}

const SOFAS = ['Linen Three-Seater Sofa', 'Velvet Chesterfield Sofa', 'Modular Corner Sofa in Oatmeal Boucle', 'Mid-Century Two-Seater Sofa', 'Deep-Seat Cloud Sofa'];
const CHAIRS = ['Oak Dining Chair', 'Walnut Dining Chair with Woven Seat', 'Upholstered Dining Chair in Sage', 'Ergonomic Desk Chair', 'Set of 2 Bentwood Bistro Chairs'];
const ARMCHAIRS = ['Curved Boucle Accent Armchair', 'Rattan Lounge Armchair', 'Wingback Reading Armchair'];
const FRIDGES = ['Retro Fridge Freezer in Sage', 'Compact Bar Fridge 90 L'];
const REFRIGERATORS = ['French Door Refrigerator 540 L', 'Inverter Double-Door Refrigerator 400 L', 'Side-by-Side Refrigerator with Water Dispenser'];
const HEADPHONES = ['Noise-Cancelling Over-Ear Headphones', 'Wireless Studio Headphones', 'Kids Volume-Limited Headphones'];
const BATHTUBS = ['Freestanding Stone Resin Bathtub', 'Back-to-Wall Bathtub 170 cm'];
const LAPTOP_16GB = '14-inch Ultrabook Laptop 16 GB';
const FOR_RENT = ['Serviced 3 Bed Apartment for Rent, DHA Phase 6', '1 Bed Apartment for Rent in B-17'];
const TO_LET = ['Furnished 3 Bed Flat to Let in Battersea', 'Furnished 3 Bed Flat to Let in E-11'];

const CASES: Case[] = [
  // One typo (insertion, deletion, substitution, or two neighbouring letters swapped) from 4 letters, two from 8.
  { kind: 'typo', query: 'graden lights', finds: ['Solar Garden Fairy Lights'] },
  { kind: 'typo', query: 'sfoa', finds: SOFAS },
  { kind: 'typo', query: 'chiar', finds: CHAIRS.slice(0, 4) },
  { kind: 'typo', query: 'refrigerater', finds: REFRIGERATORS },
  { kind: 'typo', query: 'refrijerater', finds: REFRIGERATORS },
  { kind: 'typo', query: 'hedphones', finds: HEADPHONES },
  { kind: 'typo', query: 'ketle', finds: ['Stovetop Whistling Kettle', 'Cordless Travel Kettle'] },
  // 'Solo Microwave 20 L' is hidden from suggestions: issue 34 keeps it out of the dropdown on every path.
  { kind: 'typo', query: 'microwvae', finds: ['Built-In Combination Microwave', 'Microwave Oven with Grill 28 L'] },
  { kind: 'typo', query: 'laptpo', finds: ['16-inch Gaming Laptop', LAPTOP_16GB] },
  { kind: 'typo', query: 'toastre', finds: ['Two-Slice Retro Toaster'] },
  { kind: 'typo', query: 'miror', finds: ['Rattan Sunburst Mirror', 'Bevelled Console Mirror'] },
  { kind: 'typo', query: 'bathtbu', finds: BATHTUBS },
  { kind: 'typo', query: 'lantren', finds: ['Moroccan Brass Lantern', 'Hurricane Candle Lantern'] },
  { kind: 'typo', query: 'penthuose skyline', finds: ['3 Bed Penthouse with Skyline Views in Kensington'] },
  { kind: 'typo', query: 'wifi switch', finds: ['Smart Wi-Fi Light Switch'] },
  // The word being typed, as a prefix (also with a typo in it).
  { kind: 'prefix', query: 'sof', finds: SOFAS },
  { kind: 'prefix', query: 'washing mach', finds: ['Front Load Washing Machine 9 kg', 'Compact Washing Machine 7 kg'] },
  { kind: 'prefix', query: 'chesterf', finds: ['Velvet Chesterfield Sofa'] },
  { kind: 'prefix', query: 'graden lig', finds: ['Solar Garden Fairy Lights'] },
  { kind: 'prefix', query: 'headpho', finds: HEADPHONES },
  // Word parts inside compound words.
  { kind: 'word part', query: 'chair', finds: [...CHAIRS, ...ARMCHAIRS] },
  { kind: 'word part', query: 'shelf', finds: ['Five-Tier Ladder Bookshelf'] },
  { kind: 'word part', query: 'case', finds: ['Open Oak Bookcase'] },
  { kind: 'word part', query: 'board', finds: ['Teak Queen Bed with Headboard'] },
  { kind: 'word part', query: 'phones', finds: HEADPHONES },
  { kind: 'word part', query: 'wave oven', finds: ['Microwave Oven with Grill 28 L'] },
  // Split and joined words, both ways.
  { kind: 'split/joined', query: 'head phones', finds: HEADPHONES },
  { kind: 'split/joined', query: 'bath tub', finds: BATHTUBS },
  { kind: 'split/joined', query: 'book shelf', finds: ['Five-Tier Ladder Bookshelf'] },
  { kind: 'split/joined', query: 'arm chair', finds: ARMCHAIRS },
  { kind: 'split/joined', query: 'town house garden', finds: ['2 Bedroom Townhouse with Garden in Kensington'] },
  // 'Tripod Floor Lamp with Linen Shade' is hidden from suggestions (issue 34).
  { kind: 'split/joined', query: 'floorlamp', finds: ['Arc Floor Lamp in Brushed Brass', 'Oak Reading Floor Lamp'] },
  { kind: 'split/joined', query: 'coffeetable', finds: ['Marble-Top Round Coffee Table'] },
  { kind: 'split/joined', query: 'offplan townhouse', finds: ['Off-plan 1 Bed Townhouse with Payment Plan, Battersea'] },
  // Numbers with units, however they are written.
  { kind: 'unit', query: 'laptop 16gb', finds: [LAPTOP_16GB] },
  { kind: 'unit', query: '16 gb laptop', finds: [LAPTOP_16GB] },
  { kind: 'unit', query: '16-GB', finds: [LAPTOP_16GB] },
  { kind: 'unit', query: '55" tv', finds: ['55-inch 4K UHD Smart TV'] },
  { kind: 'unit', query: '65 inch', finds: ['65-inch OLED TV'] },
  { kind: 'unit', query: 'washing machine 9kg', finds: ['Front Load Washing Machine 9 kg'] },
  { kind: 'unit', query: 'refrigerator 540 litres', finds: ['French Door Refrigerator 540 L'] },
  { kind: 'unit', query: '18000 sqft plot', finds: ['18,000 sq ft Corner Plot in Clifton Block 5', '18,000 sq ft Corner Plot in B-17'] },
  { kind: 'unit', query: '3bhk flat', finds: TO_LET },
  { kind: 'unit', query: 'mirror 80cm', finds: ['Round Brass Wall Mirror 80 cm'] },
  { kind: 'unit', query: 'paint 4 litre', finds: ['Matt Emulsion Paint 4L - Warm White', 'Silk Interior Paint 4L - Sage Green'] },
  // Synonyms, one word or several.
  { kind: 'synonym', query: 'couch', finds: SOFAS },
  { kind: 'synonym', query: 'refrigerator', finds: FRIDGES },
  { kind: 'synonym', query: 'fridge', finds: REFRIGERATORS },
  { kind: 'synonym', query: 'flat for rent', finds: [...FOR_RENT, ...TO_LET] },
  { kind: 'synonym', query: 'apartment to let', finds: [...FOR_RENT, ...TO_LET] },
  { kind: 'synonym', query: 'television', finds: ['65-inch OLED TV', '55-inch 4K UHD Smart TV'] },
  { kind: 'synonym', query: 'land dubai', finds: ['Residential Plot with Approved Plans, Arabian Ranches', '8,700 sq ft Corner Plot in Dubai Marina'] },
  { kind: 'synonym', query: 'faucet', finds: ['Brushed Brass Basin Mixer Tap', 'Matt Black Basin Faucet'] },
  // Several kinds in one query.
  { kind: 'mixed', query: 'cuoch', finds: SOFAS },
  { kind: 'mixed', query: 'graden lantren', finds: ['Metal Garden Lantern with Glass Panes'] },
  { kind: 'mixed', query: 'televsion 55 inch', finds: ['55-inch 4K UHD Smart TV'] },
  { kind: 'mixed', query: 'apartmnet for rent', finds: FOR_RENT },
];

describe('forgiving search over the demo catalogue', () => {
  it('has the products the issue names', async () => {
    const names = (await t.db.product.findMany({ where: { vendorListed: true }, select: { name: true } })).map((p) => p.name);
    for (const name of [...SOFAS, ...CHAIRS, ...ARMCHAIRS, ...FRIDGES, ...REFRIGERATORS, ...HEADPHONES, ...BATHTUBS, LAPTOP_16GB, ...FOR_RENT, ...TO_LET, 'Solar Garden Fairy Lights', '65-inch OLED TV']) {
      expect(names).toContain(name);
    }
    expect(ARMCHAIRS.every((a) => /armchair/i.test(a))).toBe(true);
  });

  it(`finds what ${CASES.length} everyday queries mean in the first 8 suggestions, and the results page agrees`, async () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    let asked = 0;
    let found = 0;
    const misses: string[] = [];
    const byKind = new Map<Kind, { asked: number; found: number }>();
    for (const c of CASES) {
      const names = await suggest(c.query);
      const kind = byKind.get(c.kind) ?? { asked: 0, found: 0 };
      byKind.set(c.kind, kind);
      for (const name of c.finds) {
        asked++;
        kind.asked++;
        if (names.includes(name)) {
          found++;
          kind.found++;
        } else misses.push(`"${c.query}" (${c.kind}) missed "${name}"; got ${JSON.stringify(names)}`);
      }
      // Results and suggestions are one engine: the first results are the suggestions, once the
      // listings hidden from suggestions (issue 34: listed in results, never suggested) are left out.
      const page = await results(c.query, 20);
      expect(page.suggestible.slice(0, names.length), c.query).toEqual(names);
      expect(page.totalCount, c.query).toBeGreaterThanOrEqual(names.length);
    }
    const rate = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;
    console.log(`search relevance: ${CASES.length} queries, ${found}/${asked} expected products in the first 8 suggestions (hit rate ${rate(found, asked)})`);
    for (const [kind, k] of byKind) console.log(`  ${kind}: ${k.found}/${k.asked} (${rate(k.found, k.asked)})`);
    for (const miss of misses) console.log(`  miss: ${miss}`);
    expect(misses).toEqual([]);
  });

  it('ranks exact words first, then the word as a prefix, then what only forgiveness finds', async () => {
    // "chair": the four with the word itself, then "chairs" (a prefix), then the armchairs (word parts).
    const chair = await suggest('chair');
    expect(chair.slice(0, 4).sort()).toEqual(CHAIRS.slice(0, 4).sort());
    expect(chair[4]).toBe('Set of 2 Bentwood Bistro Chairs');
    expect(chair.slice(5, 8).sort()).toEqual([...ARMCHAIRS].sort());
    // "fridge": the fridges by name before the refrigerators found by the synonym.
    const fridge = await suggest('fridge');
    expect(fridge.slice(0, 2).sort()).toEqual([...FRIDGES].sort());
    expect(fridge.slice(2).every((name) => REFRIGERATORS.includes(name))).toBe(true);
    // "sofa" and "couch": the sofas, and nothing else first.
    expect((await suggest('sofa')).slice(0, 5).sort()).toEqual([...SOFAS].sort());
    // An exactly spelt word beats a near one: "lantern" lists lanterns, not other words one edit away.
    expect((await suggest('lantern', 20)).every((name) => /lantern/i.test(name))).toBe(true);
    // "laptop 16gb": the laptop with 16 GB first, then no other product without a laptop.
    const laptops = await suggest('laptop 16gb');
    expect(laptops[0]).toBe(LAPTOP_16GB);
    // "bath tub": the bathtubs (joined) are found; "bath" alone ranks bath things by the exact word.
    expect((await suggest('bath')).slice(0, 2)).not.toContain('Freestanding Stone Resin Bathtub');
  });

  it('does not forgive too much', async () => {
    // Words of 3 letters are taken as typed or as a prefix: "sfa" is no sofa, "bde" no bed.
    expect(await suggest('sfa')).toEqual([]);
    expect(await suggest('bde')).toEqual([]);
    expect(await suggest('xqzvbn')).toEqual([]);
    expect(await suggest('qwertyuiop')).toEqual([]);
    // Two edits are too many for a word under 8 letters.
    expect(await suggest('sfoaa')).not.toEqual(expect.arrayContaining([SOFAS[0]]));
    expect(await suggest('kttle')).toEqual(expect.arrayContaining(['Stovetop Whistling Kettle']));
    expect(await suggest('kttlee')).toEqual([]);
    // Issue 34 changed this: a word no product has no longer empties the answer; the rows with
    // the other words are the best partial matches.
    expect(await suggest('sofa xqzvbn')).toEqual(expect.arrayContaining(SOFAS));
    expect((await results('xqzvbn')).totalCount).toBe(0);
  });

  it('answers any text without an error (the query is built from words, never from raw input)', async () => {
    for (const query of ["o'neil's sofa", '½ ² : * & | ! ( ) <->', "'' \\ sofa:*", '2.5.6 16gbgb', 'sofa & | !couch', '16" 55"', 'ab'.repeat(50)]) {
      await suggest(query);
      await results(query);
    }
  });
});
