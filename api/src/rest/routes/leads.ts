// Enquiries (leads) over REST (issue 37 part 2): the same domain functions as GraphQL's
// (domain/leads/). Anyone sends an enquiry or counts a tap; a store reads and works its own
// leads, the admin every store's. Ids are the numeric database ids, as elsewhere in this API.
import type { Route } from '../router.ts';
import { readObject } from '../body.ts';
import { intParam, pageParams, pageQueryDoc, pagedAnswer, textParam } from '../params.ts';
import { json } from '../../http/responses.ts';
import { VISITOR_HEADER } from '@rules/social.ts';
import { sendEnquiry } from '../../domain/leads/enquiry.ts';
import { recordLeadTap, countLeadTaps } from '../../domain/leads/taps.ts';
import { issueLeadFormToken } from '../../domain/leads/form-token.ts';
import { countNewLeads, leadDetail, listLeads, type LeadDetail, type LeadRow } from '../../domain/leads/inbox.ts';
import { addLeadNote, leadStatusOf, replyToLead, setLeadStatus } from '../../domain/leads/manage.ts';
import { LEAD_CONTACT_TIMES, LEAD_MAX_LENGTHS, LEAD_MESSAGES, LEAD_STATUSES, LEAD_TAP_KINDS } from '@rules/leads.ts';
import { productPath } from '@rules/paths.ts';
import type { Context } from '../../domain/context.ts';

const nullableText = { type: ['string', 'null'] };
const dateTime = { type: 'string', format: 'date-time' };
const entry = { type: 'object', properties: { text: { type: 'string' }, createdAt: dateTime } };
const leadProperties = {
  id: { type: 'integer' }, name: { type: 'string' }, email: nullableText, phone: nullableText, message: { type: 'string' },
  preferredTime: { enum: [...LEAD_CONTACT_TIMES] }, status: { enum: [...LEAD_STATUSES] }, productId: { type: ['integer', 'null'] }, productName: { type: 'string' },
  productPath: nullableText, storeId: { type: 'string' }, storeName: { type: 'string' }, createdAt: dateTime, updatedAt: dateTime,
};
const leadSchema = { type: 'object', properties: leadProperties };
const leadDetailSchema = { type: 'object', properties: { ...leadProperties, notes: { type: 'array', items: entry }, replies: { type: 'array', items: entry } } };

const toRestLead = ({ vendor, product, ...lead }: LeadRow) => ({
  id: lead.id, name: lead.name, email: lead.email, phone: lead.phone, message: lead.message, preferredTime: lead.preferredTime, status: lead.status,
  productId: lead.productId, productName: lead.productName, productPath: product ? productPath(product) : null,
  storeId: vendor.storeId, storeName: vendor.storeName, createdAt: lead.createdAt, updatedAt: lead.updatedAt,
});
const toRestDetail = (lead: LeadDetail) => ({
  ...toRestLead(lead),
  notes: lead.notes.map(({ text, createdAt }) => ({ text, createdAt })),
  replies: lead.replies.map(({ text, createdAt }) => ({ text, createdAt })),
});
const detailOf = async (ctx: Context, id: number) => toRestDetail(await leadDetail(ctx, id));

const idParam = { id: { description: "The lead's numeric id.", type: 'integer' as const } };
const leadId = (params: Record<string, string>) => intParam(params.id, 'id', { min: 1 });
const textBody = (max: number) => ({ type: 'object', required: ['text'], properties: { text: { type: 'string', maxLength: max } } });

export const leadRoutes: Route[] = [
  {
    method: 'GET',
    path: '/lead-form-token',
    doc: { operationId: 'getLeadFormToken', tag: 'Leads', summary: 'The signed start time an enquiry sends back as formToken: an enquiry sent within seconds of it, or without it, is refused.', response: { type: 'object', properties: { token: { type: 'string' } } } },
    handle: async ({ ctx }) => ({ token: issueLeadFormToken(ctx) }),
  },
  {
    method: 'POST',
    path: '/leads',
    doc: {
      operationId: 'sendEnquiry', success: [201], errors: [404, 429], headers: { [VISITOR_HEADER]: 'The anonymous visitor id from POST /visitor (optional).' }, tag: 'Leads',
      summary: "A shopper's enquiry about a listing: a name, a phone or an e-mail (or both), a message, a preferred time; formToken from GET /lead-form-token; website left empty. Rate limited per address and per visitor id.",
      requestBody: {
        type: 'object',
        required: ['productId', 'name', 'message', 'formToken'],
        properties: {
          productId: { type: 'integer' }, name: { type: 'string', maxLength: LEAD_MAX_LENGTHS.name }, email: { type: 'string' }, phone: { type: 'string' },
          message: { type: 'string', maxLength: LEAD_MAX_LENGTHS.message }, preferredTime: { enum: [...LEAD_CONTACT_TIMES] }, website: { type: 'string' }, formToken: { type: 'string' },
        },
      },
      response: { type: 'object', properties: { message: { type: 'string' } } },
    },
    async handle({ ctx, body }) {
      const input = await readObject(body);
      await sendEnquiry(ctx, { ...input, productId: typeof input.productId === 'number' ? input.productId : 0, name: input.name, message: input.message, formToken: input.formToken });
      return json({ message: LEAD_MESSAGES.sent }, 201);
    },
  },
  {
    method: 'POST',
    path: '/lead-taps',
    doc: {
      operationId: 'recordLeadTap', errors: [404, 429], tag: 'Leads', summary: "Counts a tap on a listing's WhatsApp or call link as a lead event (the page sends it as a beacon).",
      requestBody: { type: 'object', required: ['productId', 'kind'], properties: { productId: { type: 'integer' }, kind: { enum: [...LEAD_TAP_KINDS] } } },
      response: { type: 'object', properties: { kind: { enum: [...LEAD_TAP_KINDS] } } },
    },
    async handle({ ctx, body }) {
      const input = await readObject(body);
      return recordLeadTap(ctx, typeof input.productId === 'number' ? input.productId : 0, input.kind);
    },
  },
  {
    method: 'GET',
    path: '/leads',
    auth: 'vendor',
    doc: {
      operationId: 'listLeads', paged: true, tag: 'Leads',
      summary: "The caller's Leads inbox, newest first: a store's own; every store's for the admin (storeId narrows).",
      query: {
        ...pageQueryDoc({ max: 100, fallback: 20 }),
        status: { description: LEAD_STATUSES.join(', ') },
        productId: { description: 'Only the leads of this listing.', type: 'integer' },
        from: { description: 'YYYY-MM-DD: sent on or after this day (UTC).' },
        to: { description: 'YYYY-MM-DD: sent on or before this day (UTC).' },
        search: { description: 'Words of the name, e-mail, phone, message or listing.' },
        storeId: { description: 'Admin only: one store.' },
      },
      response: { type: 'array', items: leadSchema },
    },
    async handle({ ctx, query, url }) {
      const page = pageParams(query, { max: 100, fallback: 20 });
      const status = query.get('status');
      const productId = query.get('productId');
      const filter = {
        status: status ? leadStatusOf(status) : null,
        productId: productId ? intParam(productId, 'productId', { min: 1 }) : null,
        from: textParam(query.get('from'), 'from', 10), to: textParam(query.get('to'), 'to', 10),
        search: textParam(query.get('search'), 'search', LEAD_MAX_LENGTHS.search), storeId: textParam(query.get('storeId'), 'storeId', 100),
      };
      const { items, total } = await listLeads(ctx, filter, { limit: page.take, offset: page.skip });
      return pagedAnswer(url, page, total, items.map(toRestLead));
    },
  },
  {
    method: 'GET',
    path: '/lead-summary',
    auth: 'vendor',
    doc: {
      operationId: 'getLeadSummary', tag: 'Leads', summary: "How many of the caller's leads are new (the dashboard's badge), and the taps on its listings' WhatsApp and call links.",
      response: { type: 'object', properties: { newLeads: { type: 'integer' }, taps: { type: 'object', properties: { WHATSAPP: { type: 'integer' }, CALL: { type: 'integer' } } } } },
    },
    handle: async ({ ctx }) => ({ newLeads: await countNewLeads(ctx), taps: await countLeadTaps(ctx) }),
  },
  {
    method: 'GET',
    path: '/leads/{id}',
    auth: 'vendor',
    doc: { operationId: 'getLead', errors: [404], params: idParam, tag: 'Leads', summary: "One lead with its notes and replies: the caller's store's (any, for the admin); another store's is 404.", response: leadDetailSchema },
    handle: ({ ctx, params }) => detailOf(ctx, leadId(params)),
  },
  {
    method: 'POST',
    path: '/leads/{id}/status',
    auth: 'vendor',
    doc: {
      operationId: 'setLeadStatus', errors: [404], params: idParam, tag: 'Leads', summary: 'Moves a lead to NEW, CONTACTED, VIEWING_BOOKED or CLOSED.',
      requestBody: { type: 'object', required: ['status'], properties: { status: { enum: [...LEAD_STATUSES] } } }, response: leadDetailSchema,
    },
    async handle({ ctx, params, body }) {
      const { id } = await setLeadStatus(ctx, leadId(params), (await readObject(body)).status);
      return detailOf(ctx, id);
    },
  },
  {
    method: 'POST',
    path: '/leads/{id}/notes',
    auth: 'vendor',
    doc: { operationId: 'addLeadNote', errors: [404], params: idParam, tag: 'Leads', summary: 'Appends a note only the store (and the admin) reads.', requestBody: textBody(LEAD_MAX_LENGTHS.note), response: leadDetailSchema },
    async handle({ ctx, params, body }) {
      const { id } = await addLeadNote(ctx, leadId(params), (await readObject(body)).text);
      return detailOf(ctx, id);
    },
  },
  {
    method: 'POST',
    path: '/leads/{id}/replies',
    auth: 'vendor',
    doc: {
      operationId: 'replyToLead', errors: [404], params: idParam, tag: 'Leads',
      summary: "Mails the text to the lead's e-mail address (once, through the mail queue) and keeps it on the lead; a new lead becomes CONTACTED. 400 when the lead left no e-mail.",
      requestBody: textBody(LEAD_MAX_LENGTHS.reply), response: leadDetailSchema,
    },
    async handle({ ctx, params, body }) {
      const { id } = await replyToLead(ctx, leadId(params), (await readObject(body)).text);
      return detailOf(ctx, id);
    },
  },
];
