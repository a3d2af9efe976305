// Enquiries (leads) over GraphQL (issue 37 part 2): the Leads inbox of a store (every store's for
// the admin), one lead with its notes and replies, the new-lead count, and the enquiry form's
// token. Every rule is the domain's (domain/leads/); the mutations are in lead-mutations.ts.
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { LIMITS } from '../limits.ts';
import { countNewLeads, leadDetail, listLeads, type LeadDetail, type LeadRow } from '../../domain/leads/inbox.ts';
import { countLeadTaps } from '../../domain/leads/taps.ts';
import { issueLeadFormToken } from '../../domain/leads/form-token.ts';
import { LEAD_CONTACT_TIMES, LEAD_STATUS_LABELS, LEAD_STATUSES } from '@rules/leads.ts';
import { productPath } from '@rules/paths.ts';

export const LeadStatusEnum = builder.enumType('LeadStatus', {
  description: 'Where an enquiry stands in the Leads inbox.',
  values: Object.fromEntries(LEAD_STATUSES.map((status) => [status, { description: LEAD_STATUS_LABELS[status] }])) as Record<(typeof LEAD_STATUSES)[number], { description: string }>,
});

const LeadEntry = builder.objectRef<{ id: number; text: string; createdAt: Date }>('LeadEntry').implement({
  description: 'A note the store wrote on a lead, or a reply it mailed.',
  fields: (t) => ({ text: t.exposeString('text', { description: 'What the store wrote.' }), createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was written.' }) }),
});

/** A lead as the list reads it; its notes and replies are read when asked for. */
export const Lead = builder.objectRef<LeadRow | LeadDetail>('Lead').implement({
  description: "A shopper's enquiry about a listing: customer data, read by the listing's store and the admin only.",
  fields: (t) => ({
    id: t.globalID({ description: 'The global id (pass it to lead(id:) or node(id:)).', resolve: (l) => ({ type: 'Lead', id: l.id }) }),
    databaseId: t.exposeInt('id', { description: 'The numeric id the REST API and the dashboard address use.' }),
    name: t.exposeString('name', { description: 'The name the shopper gave.' }),
    email: t.exposeString('email', { nullable: true, description: 'Their e-mail address, if they gave one (a reply needs it).' }),
    phone: t.exposeString('phone', { nullable: true, description: 'Their phone number, if they gave one.' }),
    message: t.exposeString('message', { description: 'Their message, as they wrote it (never mailed on).' }),
    preferredTime: t.exposeString('preferredTime', { description: `When to contact them: ${LEAD_CONTACT_TIMES.join(', ')}.` }),
    status: t.field({ type: LeadStatusEnum, description: "Where it stands in the store's inbox.", resolve: (l) => l.status }),
    productName: t.exposeString('productName', { description: 'The listing it is about (its name when the enquiry was sent).' }),
    productId: t.globalID({ nullable: true, description: 'The listing; null once it was deleted.', resolve: (l) => (l.productId === null ? null : { type: 'Product', id: l.productId }) }),
    productPath: t.string({ nullable: true, description: "The listing's storefront path; null once it was deleted.", resolve: (l) => (l.product ? productPath(l.product) : null) }),
    storeId: t.string({ description: 'The store the listing belongs to.', resolve: (l) => l.vendor.storeId }),
    storeName: t.string({ description: "The store's name.", resolve: (l) => l.vendor.storeName }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the enquiry was sent.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When its status last changed, or a note or reply was added.' }),
    notes: t.field({ type: [LeadEntry], description: "The store's notes, oldest first.", resolve: async (l, _a, ctx) => ('notes' in l ? l : await leadDetail(ctx, l.id)).notes }),
    replies: t.field({ type: [LeadEntry], description: 'The replies mailed to the lead, oldest first.', resolve: async (l, _a, ctx) => ('replies' in l ? l : await leadDetail(ctx, l.id)).replies }),
  }),
});

const LeadTapCounts = builder.objectRef<{ WHATSAPP: number; CALL: number }>('LeadTapCounts').implement({
  description: "Taps on the listings' WhatsApp and call links, counted as lead events.",
  fields: (t) => ({ whatsApp: t.exposeInt('WHATSAPP', { description: 'Taps on the WhatsApp link.' }), call: t.exposeInt('CALL', { description: 'Taps on the call link.' }) }),
});

const LeadConnection = builder.connectionObject({
  type: Lead,
  name: 'LeadConnection',
  fields: (t) => ({ totalCount: t.int({ description: 'All leads the filter matches, across pages.', resolve: (c) => (c as unknown as { totalCount: number }).totalCount }) }),
});

const productDatabaseId = (id: { typename: string; id: string } | null | undefined) => (id ? (id.typename === 'Product' ? Number(id.id) : -1) : null);
export const leadDatabaseId = (id: { typename: string; id: string }) => (id.typename === 'Lead' ? Number(id.id) : 0);

builder.queryFields((t) => ({
  leads: t.connection(
    {
      type: Lead,
      description: "The viewer's Leads inbox, newest first: a store's own; every store's for the admin (narrowed by storeId).",
      args: {
        status: t.arg({ type: LeadStatusEnum, required: false, description: 'Only leads in this status.' }),
        productId: t.arg.globalID({ required: false, description: 'A Product id: only its leads.' }),
        from: t.arg.string({ required: false, description: 'YYYY-MM-DD: sent on or after this day (UTC).' }),
        to: t.arg.string({ required: false, description: 'YYYY-MM-DD: sent on or before this day (UTC).' }),
        search: t.arg.string({ required: false, description: 'Words of the name, e-mail, phone, message or listing.' }),
        storeId: t.arg.string({ required: false, description: 'Admin only: one store.' }),
      },
      resolve: async (_root, args, ctx) => {
        let totalCount = 0;
        const filter = { status: args.status, productId: productDatabaseId(args.productId), from: args.from, to: args.to, search: args.search, storeId: args.storeId };
        const connection = await resolveOffsetConnection({ args, defaultSize: LIMITS.defaultPageSize, maxSize: LIMITS.maxPageSize }, async ({ limit, offset }) => {
          const page = await listLeads(ctx, filter, { limit, offset });
          totalCount = page.total;
          return page.items;
        });
        return Object.assign(connection, { totalCount });
      },
    },
    LeadConnection,
  ),
  lead: t.field({
    type: Lead,
    nullable: true,
    description: "One lead with its notes and replies: the viewer's store's (any, for the admin); another store's is Not found.",
    args: { id: t.arg.globalID({ required: true, description: 'A Lead id.' }) },
    resolve: (_root, { id }, ctx) => leadDetail(ctx, leadDatabaseId(id)),
  }),
  newLeadCount: t.int({ description: "How many of the viewer's leads are new: the dashboard's badge.", resolve: (_root, _args, ctx) => countNewLeads(ctx) }),
  leadTapCounts: t.field({ type: LeadTapCounts, description: "Taps on the viewer's listings' WhatsApp and call links (every store's, for the admin).", resolve: (_root, _args, ctx) => countLeadTaps(ctx) }),
  leadFormToken: t.string({
    description: 'The signed start time an enquiry form sends back (sendEnquiry.formToken): an enquiry sent within seconds of it, or without it, is refused.',
    resolve: (_root, _args, ctx) => issueLeadFormToken(ctx),
  }),
}));
