import type { Viewer } from './viewer.ts';

/**
 * Who may do what to a vendor-owned object, as yes/no questions: the domain's writes refuse
 * with them (guards.ts) and the transports show them (a "Delete" button, `viewerCanDelete`), so
 * the two can never disagree. The rule of the spec (docs/spec/vendor-admin.md §6): the owning store, or the admin.
 */
export function ownsOrAdmin(viewer: Viewer, ownerVendorId: number): boolean {
  return viewer.kind === 'admin' || (viewer.kind === 'vendor' && viewer.vendorId === ownerVendorId);
}

/** The vendor who wrote the post, or the admin. */
export const canDeletePost = (viewer: Viewer, post: { vendorId: number }): boolean => ownsOrAdmin(viewer, post.vendorId);

/** The store selling the product, or the admin. */
export const canEditProduct = (viewer: Viewer, product: { vendorId: number }): boolean => ownsOrAdmin(viewer, product.vendorId);

/** The store selling the commented product, or the admin. */
export const canDeleteComment = (viewer: Viewer, product: { vendorId: number }): boolean => ownsOrAdmin(viewer, product.vendorId);

/** The rows of a vendor-owned table a viewer may manage: the admin all, a vendor its own, a visitor none. */
export function managedBy(viewer: Viewer): { vendorId?: number } | null {
  return viewer.kind === 'admin' ? {} : viewer.kind === 'vendor' ? { vendorId: viewer.vendorId } : null;
}
