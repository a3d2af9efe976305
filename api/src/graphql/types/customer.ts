// The admin's customer list over GraphQL: search with the spec's ranking, period filter, Delete.
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { deleteCustomer, listCustomers, type CustomerRow } from '../../domain/customers/admin.ts';
import { LIMITS } from '../limits.ts';

export const CustomerFieldEnum = builder.enumType('CustomerField', {
  description: 'What the customer search looks at (the field selector).',
  values: {
    ALL: { description: 'All Fields: name, email, vendor and product.' },
    NAME: { description: 'Name' },
    EMAIL: { description: 'Email' },
    VENDOR: { description: 'Vendor: the stores the customer bought from.' },
    PRODUCT: { description: 'Product: what the customer bought.' },
  } as const,
});

export const CustomerPeriodEnum = builder.enumType('CustomerPeriod', {
  description: 'Which customers to list by when they first ordered.',
  values: {
    ALL: { description: 'All' },
    LAST_WEEK: { description: 'Joined in the last 7 days.' },
    LAST_MONTH: { description: 'Joined in the last 30 days.' },
  } as const,
});

export const Customer = builder.objectRef<CustomerRow>('Customer').implement({
  description: 'A shopper who checked out (admin only: every field returning one checks the admin).',
  fields: (t) => ({
    id: t.globalID({ description: "The customer's global id.", resolve: (c) => ({ type: 'Customer', id: c.id }) }),
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name', { description: 'Name from the latest order.' }),
    email: t.exposeString('email', { description: "The shopper's email: one customer per email." }),
    phone: t.exposeString('phone', { description: 'Phone number from the latest order.' }),
    address: t.exposeString('address', { description: 'Street address from the latest order.' }),
    city: t.exposeString('city', { description: 'City from the latest order.' }),
    state: t.exposeString('state', { description: 'State or county from the latest order; blank when not given.' }),
    country: t.exposeString('country', { description: 'Country from the latest order.' }),
    postalCode: t.exposeString('postalCode', { description: 'Postal code from the latest order; blank when not given.' }),
    vendorName: t.string({ description: "The stores of the customer's orders, comma separated.", resolve: (c) => c.vendorNames.join(', ') }),
    productName: t.string({ description: "The products of the customer's orders, comma separated.", resolve: (c) => c.productNames.join(', ') }),
    createdAt: t.expose('createdAt', { description: 'When the shopper first checked out.', type: 'DateTime' }),
  }),
});

type CustomerConnectionShape = { totalCount: number; truncated: boolean };

const CustomerConnection = builder.connectionObject({
  type: Customer,
  name: 'CustomerConnection',
  fields: (t) => ({
    totalCount: t.int({ description: 'All matches, across pages.', resolve: (c) => (c as unknown as CustomerConnectionShape).totalCount }),
    truncated: t.boolean({
      description: 'The term matched so many customers that only the newest 2000 were ranked.',
      resolve: (c) => (c as unknown as CustomerConnectionShape).truncated,
    }),
  }),
});

builder.queryFields((t) => ({
  customers: t.connection(
    {
      type: Customer,
      description: 'Customers for the admin: best match first when searching, else newest first. Admin only.',
      args: {
        search: t.arg.string({ description: 'Text to find in the chosen field, without regard to case.', required: false }),
        field: t.arg({ description: 'Which field `search` looks in (ALL by default).', type: CustomerFieldEnum, required: false, defaultValue: 'ALL' }),
        period: t.arg({ description: 'Only customers who first ordered in this period (ALL by default).', type: CustomerPeriodEnum, required: false, defaultValue: 'ALL' }),
      },
      resolve: async (_root, args, ctx) => {
        let extra: CustomerConnectionShape = { totalCount: 0, truncated: false };
        const connection = await resolveOffsetConnection({ args, defaultSize: LIMITS.defaultPageSize, maxSize: LIMITS.maxPageSize }, async ({ limit, offset }) => {
          const page = await listCustomers(ctx, { search: args.search, field: args.field, period: args.period, limit, offset });
          extra = { totalCount: page.total, truncated: page.truncated };
          return page.items;
        });
        return Object.assign(connection, extra);
      },
    },
    CustomerConnection,
  ),
}));

const DeleteCustomerInput = builder.inputType('DeleteCustomerInput', {
  fields: (t) => ({ id: t.globalID({ required: true, description: 'A Customer id.' }) }),
});

const CustomerDeleted = builder.objectRef<{ id: number }>('DeleteCustomerSuccess').implement({
  fields: (t) => ({ deletedCustomerId: t.globalID({ description: 'The global id of the customer deleted.', resolve: (r) => ({ type: 'Customer', id: r.id }) }) }),
});

builder.mutationFields((t) => ({
  deleteCustomer: t.field({
    type: CustomerDeleted,
    description: 'Removes a customer from the admin list (their orders stay intact). Admin only.',
    errors: { directResult: true },
    args: { input: t.arg({ type: DeleteCustomerInput, required: true }) },
    // Another type's id names no customer: the domain answers Not found (after the admin check).
    resolve: async (_root, { input }, ctx) => ({ id: await deleteCustomer(ctx, input.id.typename === 'Customer' ? Number(input.id.id) : 0) }),
  }),
}));
