// The admin console's REST paths (docs/spec/vendor-admin.md §7): all vendors, vendor access, vendor deletion, customer
// data. Every route is admin-only (checked before the handler, and again by the domain).
import type { Route } from '../router.ts';
import { readObject } from '../body.ts';
import { intParam, pagedAnswer, pageParams, pageQueryDoc, textParam } from '../params.ts';
import { restPublicVendorSelect, toRestVendor } from '../shapes.ts';
import { ValidationError } from '../../domain/errors.ts';
import type { BrandType } from '../../generated/prisma/client.ts';
import { countAdminVendors, deleteVendor, listAdminVendors, setVendorAccess, type VendorRef } from '../../domain/vendors/admin.ts';
import { deleteCustomer, listCustomers, type CustomerPeriod, type CustomerRow } from '../../domain/customers/admin.ts';
import type { CustomerField } from '../../domain/customers/ranking.ts';
import { ACCOUNT_MESSAGES } from '@rules/accounts.ts';

const pageQuery = pageQueryDoc();

const brandTypeByLabel: Record<string, BrandType> = { 'real estate': 'REAL_ESTATE', 'home products': 'HOME_PRODUCTS', electronics: 'ELECTRONICS' };

function brandTypeParam(value: string | null): BrandType[] | undefined {
  const label = value?.trim().toLowerCase().replace(/[_-]/g, ' ');
  if (!label || label === 'all') return undefined;
  const brandType = brandTypeByLabel[label];
  if (!brandType) throw new ValidationError('brandType must be Real Estate, Home Products or Electronics.', 'brandType');
  return [brandType];
}

/** `vendorId` as the old client sent it: the store_id (text) or the numeric database id. */
function vendorRef(value: unknown): VendorRef {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return { id: value };
  if (typeof value === 'string' && value.trim()) return { storeId: value.trim() };
  throw new ValidationError('vendorId is required.', 'vendorId');
}

function accessParam(value: unknown): boolean {
  if (value === '1' || value === 1 || value === true) return true;
  if (value === '0' || value === 0 || value === false) return false;
  throw new ValidationError("newStatus must be '1' (grant) or '0' (revoke).", 'newStatus');
}

const fieldByName: Record<string, CustomerField> = { all: 'ALL', allfields: 'ALL', name: 'NAME', email: 'EMAIL', vendor: 'VENDOR', product: 'PRODUCT' };
const periodByName: Record<string, CustomerPeriod> = { all: 'ALL', week: 'LAST_WEEK', lastweek: 'LAST_WEEK', month: 'LAST_MONTH', lastmonth: 'LAST_MONTH' };

function choice<T>(value: string | null, table: Record<string, T>, name: string, allowed: string): T | undefined {
  if (!value) return undefined;
  const found = table[value.toLowerCase().replace(/[^a-z]/g, '')];
  if (!found) throw new ValidationError(`${name} must be one of ${allowed}.`, name);
  return found;
}

/** A customer in the spec's shape (id, name, email, phone, address, created_at, productName, vendorName). */
export function toRestCustomer(c: CustomerRow) {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    address: c.address,
    city: c.city,
    state: c.state,
    country: c.country,
    postalCode: c.postalCode,
    created_at: c.createdAt.toISOString(),
    productName: c.productNames.join(', '),
    vendorName: c.vendorNames.join(', '),
  };
}

const vendorList = { type: 'array', items: { $ref: '#/components/schemas/Vendor' } };

export const adminRoutes: Route[] = [
  {
    method: 'GET',
    path: '/all-vendors',
    auth: 'admin',
    doc: {
      operationId: 'adminListVendors',
      tag: 'Admin',
      summary: 'All stores for the admin (admin accounts hidden, revoked stores included, vendor_status 0/1), by store name. `isAdmin` is accepted and ignored: the token decides.',
      query: {
        isAdmin: { description: 'Ignored (sent by the old client).' },
        search: { description: 'Part of the store name, any case.' },
        brandType: { description: 'Real Estate, Home Products or Electronics.' },
        ...pageQuery,
      },
      response: vendorList,
      paged: true,
    },
    async handle({ ctx, query, url }) {
      const filter = { search: textParam(query.get('search'), 'search', 100), brandTypes: brandTypeParam(query.get('brandType')) };
      const paging = pageParams(query);
      const [vendors, total] = await Promise.all([listAdminVendors(ctx, filter, { select: restPublicVendorSelect, ...paging }), countAdminVendors(ctx, filter)]);
      return pagedAnswer(url, paging, total, vendors.map((v) => toRestVendor(v)));
    },
  },
  {
    method: 'PATCH',
    path: '/update-vendor-access',
    auth: 'admin',
    doc: {
      operationId: 'setVendorAccess', errors: [404],
      tag: 'Admin',
      summary: `Grant ('1') or revoke ('0') a store's access; answers the updated vendor. Revoking ends the vendor's sessions and hides their listings. 400 ${ACCOUNT_MESSAGES.adminCannotBeDeactivated}`,
      requestBody: { type: 'object', required: ['vendorId', 'newStatus'], properties: { vendorId: { type: ['string', 'integer'], description: 'store_id, or the numeric id' }, newStatus: { enum: ['0', '1'] } } },
      response: { $ref: '#/components/schemas/Vendor' },
    },
    async handle({ ctx, body }) {
      const input = await readObject(body);
      const id = await setVendorAccess(ctx, vendorRef(input.vendorId), accessParam(input.newStatus));
      return toRestVendor(await ctx.db.vendor.findUniqueOrThrow({ where: { id }, select: restPublicVendorSelect }));
    },
  },
  {
    method: 'DELETE',
    path: '/delete-vendors/{store_id}',
    auth: 'admin',
    doc: {
      operationId: 'deleteVendor', errors: [404], params: { store_id: { description: 'The store id.' } },
      tag: 'Admin',
      summary: 'Deletes a store for good: its listings, media, sessions and feed posts go; past orders stay intact (snapshots). 404 for an unknown store.',
      response: { type: 'object', properties: { message: { type: 'string' }, store_id: { type: 'string' }, products: { type: 'integer' }, media: { type: 'integer' }, files: { type: 'integer' } } },
    },
    async handle({ ctx, params }) {
      const deleted = await deleteVendor(ctx, { storeId: params.store_id });
      return { message: ACCOUNT_MESSAGES.vendorDeleted, store_id: deleted.storeId, products: deleted.products, media: deleted.media, files: deleted.files };
    },
  },
  {
    method: 'GET',
    path: '/customersdata',
    auth: 'admin',
    doc: {
      operationId: 'listCustomers',
      tag: 'Admin',
      summary: 'Customers for the admin in `data.data`: best match first with `search`, else newest first. `total` counts all matches.',
      query: {
        search: { description: 'Text to find (any case; exact, then prefix, then contains).' },
        field: { description: 'all (default), name, email, vendor or product.' },
        period: { description: 'all (default), week (last 7 days) or month (last 30 days).' },
        ...pageQuery,
      },
      paged: true,
      response: {
        type: 'object',
        properties: {
          data: {
            type: 'object',
            properties: {
              data: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: { type: 'integer' }, name: { type: 'string' }, email: { type: 'string' }, phone: { type: 'string' }, address: { type: 'string' },
                    city: { type: 'string' }, state: { type: 'string' }, country: { type: 'string' }, postalCode: { type: 'string' },
                    created_at: { type: 'string', format: 'date-time' }, productName: { type: 'string', description: 'Comma-separated' }, vendorName: { type: 'string', description: 'Comma-separated' },
                  },
                },
              },
              total: { type: 'integer' },
              truncated: { type: 'boolean' },
              limit: { type: 'integer' },
              offset: { type: 'integer' },
            },
          },
        },
      },
    },
    async handle({ ctx, query, url }) {
      const { take: limit, skip: offset } = pageParams(query);
      const result = await listCustomers(ctx, {
        search: textParam(query.get('search'), 'search', 100),
        field: choice(query.get('field'), fieldByName, 'field', 'all, name, email, vendor, product'),
        period: choice(query.get('period'), periodByName, 'period', 'all, week, month'),
        limit,
        offset,
      });
      return pagedAnswer(url, { take: limit, skip: offset }, result.total, { data: { data: result.items.map(toRestCustomer), total: result.total, truncated: result.truncated, limit, offset } });
    },
  },
  {
    method: 'DELETE',
    path: '/customersdata/{id}',
    auth: 'admin',
    doc: {
      operationId: 'deleteCustomer',
      errors: [404],
      params: { id: { description: "The customer's numeric id.", type: 'integer' } },
      tag: 'Admin',
      summary: 'Removes a customer from the admin list (kept for their orders). 404 when unknown or already removed.',
      response: { type: 'object', required: ['message', 'id'], properties: { message: { type: 'string' }, id: { type: 'integer' } } },
    },
    async handle({ ctx, params }) {
      const id = await deleteCustomer(ctx, intParam(params.id, 'id', { min: 1 }));
      return { message: 'Customer Deleted.', id };
    },
  },
];
