/**
 * What a store has set up (issue 32; the checklist of issue 37 part 6): its kind, how many
 * listings it has, which parts of its public profile are still empty, and its first-run
 * checklist, each step read from the store's own data (never a stored tick): its profile, a
 * first listing with photos, viewing hours (a property store) or stock (any other), and,
 * optionally, a first enquiry or order. The overview shows the checklist first until every
 * required step is done, or the vendor dismissed it (kept on the vendor's row).
 */
import type { BrandType } from '../../generated/prisma/client.ts';
import type { Context } from '../context.ts';
import { requireSellingVendor } from '../auth/guards.ts';

/** The parts of a store's public profile that registration leaves empty. */
export type ProfileGap = 'description' | 'picture';

/** The checklist's steps, in the order the overview lists them. */
export const FIRST_STEP_KEYS = ['PROFILE', 'LISTING_WITH_PHOTOS', 'VIEWING_HOURS', 'STOCK', 'FIRST_ENQUIRY'] as const;
export type FirstStepKey = (typeof FIRST_STEP_KEYS)[number];

export interface FirstStep {
  key: FirstStepKey;
  done: boolean;
  /** Not needed for the checklist to be complete (a first enquiry or order comes from shoppers). */
  optional: boolean;
}

export interface FirstStepsChecklist {
  steps: FirstStep[];
  /** The vendor dismissed it. */
  dismissed: boolean;
  /** Shown: not dismissed, and a required step is not done yet. */
  show: boolean;
}

export interface StoreStart {
  brandType: BrandType;
  /** Listings of every status (active and hidden). */
  listings: number;
  /** Empty parts of the store's profile, in the order the profile form shows them. */
  profileGaps: ProfileGap[];
  checklist: FirstStepsChecklist;
}

type SetupRow = { photos: boolean; hours: boolean; stock: boolean; heard: boolean };

/** What the store has done so far, in one statement. */
async function readSetup(ctx: Context, vendorId: number): Promise<SetupRow> {
  const [row] = await ctx.db.$queryRaw<SetupRow[]>`
    SELECT EXISTS (SELECT 1 FROM products WHERE vendor_id = ${vendorId} AND cardinality(images) > 0) AS photos,
           EXISTS (SELECT 1 FROM viewing_hours WHERE vendor_id = ${vendorId}) AS hours,
           EXISTS (SELECT 1 FROM products WHERE vendor_id = ${vendorId} AND stock IS NOT NULL) AS stock,
           (EXISTS (SELECT 1 FROM leads WHERE vendor_id = ${vendorId}) OR EXISTS (SELECT 1 FROM lead_taps WHERE vendor_id = ${vendorId})
             OR EXISTS (SELECT 1 FROM order_parts WHERE vendor_id = ${vendorId})) AS heard`;
  return row!;
}

function checklistOf(brandType: BrandType, profileGaps: ProfileGap[], setup: SetupRow, dismissed: boolean): FirstStepsChecklist {
  const steps: FirstStep[] = [
    { key: 'PROFILE', done: profileGaps.length === 0, optional: false },
    { key: 'LISTING_WITH_PHOTOS', done: setup.photos, optional: false },
    brandType === 'REAL_ESTATE' ? { key: 'VIEWING_HOURS', done: setup.hours, optional: false } : { key: 'STOCK', done: setup.stock, optional: false },
    { key: 'FIRST_ENQUIRY', done: setup.heard, optional: true },
  ];
  return { steps, dismissed, show: !dismissed && steps.some((step) => !step.optional && !step.done) };
}

/** The store's kind, listings, profile gaps and checklist; null when the store no longer exists. */
export async function getStoreStart(ctx: Context, vendorId: number): Promise<StoreStart | null> {
  const [vendor, listings, setup] = await Promise.all([
    ctx.db.vendor.findUnique({ where: { id: vendorId }, select: { brandType: true, description: true, image: true, stepsHiddenAt: true } }),
    ctx.db.product.count({ where: { vendorId } }),
    readSetup(ctx, vendorId),
  ]);
  if (!vendor) return null;
  const profileGaps: ProfileGap[] = [];
  if (!vendor.description.trim()) profileGaps.push('description');
  if (!vendor.image) profileGaps.push('picture');
  return { brandType: vendor.brandType, listings, profileGaps, checklist: checklistOf(vendor.brandType, profileGaps, setup, vendor.stepsHiddenAt !== null) };
}

/** The vendor hides its checklist (or shows it again); the store's own only (the admin has none). */
export async function setFirstStepsDismissed(ctx: Context, dismissed: boolean): Promise<FirstStepsChecklist> {
  const viewer = await requireSellingVendor(ctx);
  await ctx.db.vendor.update({ where: { id: viewer.vendorId }, data: { stepsHiddenAt: dismissed ? ctx.services.clock.now() : null } });
  return (await getStoreStart(ctx, viewer.vendorId))!.checklist;
}
