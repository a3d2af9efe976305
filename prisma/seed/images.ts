// Seed pictures, drawn locally (no internet): SVG composed in ./art, rasterised with sharp and
// stored through the storage port (the uploads directory, or the S3 bucket when S3_BUCKET is
// set) as three WebP variants, the naming the API relies on:
//   <base>.webp (1200x900, logos 600x600), <base>.card.webp (600x450 / 300x300),
//   <base>.thumb.webp (200x150 / 120x120). The database stores only `<base>.webp`.
// Pictures come from a small pool drawn once; each store shows its own copies of them
// (storePicture, library.ts). Files that exist are not drawn again.
import sharp from 'sharp';
import type { StoragePort } from '../../api/src/adapters/storage.ts';
import { createRng, type Rng } from './prng.ts';
import { Canvas } from './art/svg.ts';
import * as electronics from './art/electronics.ts';
import * as furnishings from './art/furnishings.ts';
import * as goods from './art/goods.ts';
import * as lightsAndDecor from './art/lights-and-decor.ts';
import * as scenes from './art/property-scenes.ts';
import { drawBadge, type BadgeEmblem } from './art/badges.ts';

/** Bump when the drawings change, so cached copies (served as immutable) are not reused. */
const VERSION = 'seed1';

type Draw = (c: Canvas, rng: Rng) => void;

/** Every subject the pool can draw, by kind name (used in catalogue-data.ts). */
export const drawings = {
  // real estate
  house: scenes.drawHouse,
  apartments: scenes.drawApartments,
  towers: scenes.drawTowers,
  villa: scenes.drawVilla,
  plot: scenes.drawPlot,
  construction: scenes.drawConstruction,
  interior: scenes.drawInterior,
  // furniture, lights, decor, art
  sofa: furnishings.drawSofa,
  armchair: furnishings.drawArmchair,
  chair: furnishings.drawChair,
  table: furnishings.drawTable,
  bed: furnishings.drawBed,
  shelf: furnishings.drawShelf,
  'floor-lamp': lightsAndDecor.drawFloorLamp,
  pendants: lightsAndDecor.drawPendants,
  'string-lights': lightsAndDecor.drawStringLights,
  lantern: lightsAndDecor.drawLantern,
  plant: lightsAndDecor.drawPlant,
  vase: lightsAndDecor.drawVase,
  mirror: lightsAndDecor.drawMirror,
  candles: lightsAndDecor.drawCandles,
  'framed-art': lightsAndDecor.drawFramedArt,
  gallery: lightsAndDecor.drawGallery,
  // paint, tiles and sanitary, appliances, kitchen, electrical, electronics
  'paint-cans': goods.drawPaintCans,
  roller: goods.drawRoller,
  tiles: goods.drawTiles,
  basin: goods.drawBasin,
  bathtub: goods.drawBathtub,
  fridge: goods.drawFridge,
  washer: goods.drawWasher,
  microwave: goods.drawMicrowave,
  kettle: goods.drawKettle,
  cookware: goods.drawCookware,
  toaster: goods.drawToaster,
  switch: electronics.drawSwitch,
  bulb: electronics.drawBulb,
  fan: electronics.drawFan,
  tv: electronics.drawTv,
  laptop: electronics.drawLaptop,
  speaker: electronics.drawSpeaker,
  headphones: electronics.drawHeadphones,
} satisfies Record<string, Draw>;

export type DrawingKind = keyof typeof drawings;

/** How many different pictures of each kind the pool holds. */
export const variantsPerKind = (kind: DrawingKind) => (kind === 'interior' ? 8 : ['house', 'apartments', 'towers', 'villa', 'plot', 'construction'].includes(kind) ? 5 : 3);

export interface ImageJob {
  /** The stored name, `<base>.webp`. */
  file: string;
  square: boolean;
  draw: Draw;
  seed: string;
  /** A stored picture with the same pixels (same seed): copied from there when it is complete. */
  copyOf?: string;
}

/** Picture `variant` (0-based) of a kind, e.g. `seed1-sofa-2.webp`. */
export function poolImage(kind: DrawingKind, variant: number): ImageJob {
  const name = `${VERSION}-${kind}-${variant + 1}`;
  return { file: `${name}.webp`, square: false, draw: drawings[kind], seed: name };
}

export function categoryTileImage(slug: string, kind: DrawingKind): ImageJob {
  const name = `${VERSION}-category-${slug}`;
  return { file: `${name}.webp`, square: false, draw: drawings[kind], seed: name };
}

/**
 * A store's own copy of a pool picture: `seed1-sofa-2.webp` shown by casa-nova-interiors is
 * `seed1-casa-nova-interiors--sofa-2.webp`. A media library row names one file of one store, so
 * every store that shows a pool picture gets its own copy (see library.ts). `--` occurs in no
 * store id, slug or kind, so these names never meet a pool, tile or logo name.
 */
export function storePicture(storeId: string, poolFile: string): string {
  return `${VERSION}-${storeId}--${poolFile.slice(VERSION.length + 1)}`;
}

/** The pool picture a store copy shows (`seed1-sofa-2.webp`) and its subject (`sofa-2`). */
export function poolPictureOf(storeFile: string): { file: string; subject: string } {
  const subject = storeFile.slice(storeFile.indexOf('--') + 2).replace(/\.webp$/, '');
  return { file: `${VERSION}-${subject}.webp`, subject };
}

/** The job that stores a store copy: the pool picture's drawing, copied from the pool file when it is there. */
export function storePictureJob(storeFile: string): ImageJob {
  const pool = poolPictureOf(storeFile);
  const dash = pool.subject.lastIndexOf('-');
  const kind = pool.subject.slice(0, dash);
  if (!(kind in drawings)) throw new Error(`${storeFile} is not a store copy of a pool picture`);
  return { ...poolImage(kind as DrawingKind, Number(pool.subject.slice(dash + 1)) - 1), file: storeFile, copyOf: pool.file };
}

export function vendorLogoImage(storeId: string, storeName: string, emblem: BadgeEmblem): ImageJob {
  const name = `${VERSION}-logo-${storeId}`;
  return { file: `${name}.webp`, square: true, draw: (c, rng) => drawBadge(c, rng, storeName, emblem), seed: name };
}

const sizes = {
  wide: [
    ['', 1200, 900],
    ['.card', 600, 450],
    ['.thumb', 200, 150],
  ],
  square: [
    ['', 600, 600],
    ['.card', 300, 300],
    ['.thumb', 120, 120],
  ],
} as const;

/** Size of the full variant (the media library records it). */
export function pictureSize(square: boolean): { width: number; height: number } {
  const [, width, height] = (square ? sizes.square : sizes.wide)[0];
  return { width, height };
}

/** The three file names of a stored image name: full, card, thumb. */
export function variantFiles(file: string): string[] {
  const base = file.replace(/\.webp$/, '');
  return ['', '.card', '.thumb'].map((suffix) => `${base}${suffix}.webp`);
}

/** Draws one picture: its three variants, encoded. */
async function render(job: ImageJob): Promise<Uint8Array[]> {
  const variants = job.square ? sizes.square : sizes.wide;
  const { width, height } = pictureSize(job.square);
  const canvas = new Canvas(width, height);
  job.draw(canvas, createRng(job.seed));
  const { data, info } = await sharp(Buffer.from(canvas.toSvg())).flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return Promise.all(
    variants.map(([, w, h]) => {
      let img = sharp(data, { raw });
      if (w !== width) img = img.resize(w, h);
      return img.webp({ quality: 82, effort: 2 }).toBuffer();
    }),
  );
}

/** The three variants of a stored picture; null when one is gone. */
async function readVariants(storage: StoragePort, file: string): Promise<Uint8Array[] | null> {
  const variants = await Promise.all(
    variantFiles(file).map(async (name) => {
      const stored = await storage.get(name);
      return stored && !stored.notModified && stored.body ? new Uint8Array(await new Response(stored.body).arrayBuffer()) : null;
    }),
  );
  return variants.every((v) => v !== null) ? (variants as Uint8Array[]) : null;
}

/**
 * Stores every job whose files are missing from storage; returns how many were stored. One
 * listing says what is there (a directory read, or a few requests to the bucket). Jobs with the
 * same seed are one picture under several names (a pool picture and the stores' copies of it):
 * it is drawn once, or copied from a name that holds it already.
 */
export async function ensureImages(storage: StoragePort, jobs: ImageJob[], concurrency = 4): Promise<number> {
  const present = new Set(await storage.list(`${VERSION}-`));
  const complete = (file: string) => variantFiles(file).every((f) => present.has(f));
  const missing = [...new Map(jobs.map((j) => [j.file, j])).values()].filter((job) => !complete(job.file));
  const pictures = new Map<string, Promise<Uint8Array[]>>();
  const picture = (job: ImageJob) => {
    let made = pictures.get(job.seed);
    if (!made) {
      const { copyOf } = job;
      made = copyOf && complete(copyOf) ? readVariants(storage, copyOf).then((copied) => copied ?? render(job)) : render(job);
      pictures.set(job.seed, made);
    }
    return made;
  };
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const job = missing[next++];
      const variants = await picture(job);
      await Promise.all(variantFiles(job.file).map((name, i) => storage.put(name, variants[i], 'image/webp')));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, missing.length) }, worker));
  return missing.length;
}
