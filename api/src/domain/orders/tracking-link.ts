import type { Context } from '../context.ts';

/** The token of an order's tracking link: an HMAC of its public id under the server's key. */
export const trackingToken = (ctx: Pick<Context, 'services'>, publicId: string) => ctx.services.readySigner().sign('order-tracking', publicId);

/** `/track-order?order=…&token=…`: opens the order without typing (and without the email in the address). */
export const trackingPath = (ctx: Pick<Context, 'services'>, publicId: string) => `/track-order?order=${encodeURIComponent(publicId)}&token=${trackingToken(ctx, publicId)}`;

/** The tracking path under the public address, for mails. */
export const trackingLink = (ctx: Pick<Context, 'services'>, publicId: string) => `${ctx.services.config.publicUrl}${trackingPath(ctx, publicId)}`;

/** The vendor's orders screen, linked from the mails a vendor gets about an order. */
export const dashboardOrdersLink = (ctx: Pick<Context, 'services'>) => `${ctx.services.config.publicUrl}/vendor-dashboard/orders`;
