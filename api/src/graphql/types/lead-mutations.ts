// The lead mutations (issue 37 part 2): a shopper's enquiry and a tap on a listing's WhatsApp or
// call link (anyone), and the store's status changes, notes and replies (domain/leads/manage.ts;
// who may is domain/leads/access.ts).
import { builder } from '../builder.ts';
import { NotFoundError, RateLimitedError, ValidationError } from '../../domain/errors.ts';
import { sendEnquiry } from '../../domain/leads/enquiry.ts';
import { recordLeadTap } from '../../domain/leads/taps.ts';
import { addLeadNote, replyToLead, setLeadStatus } from '../../domain/leads/manage.ts';
import { leadDetail } from '../../domain/leads/inbox.ts';
import { Lead, LeadStatusEnum, leadDatabaseId } from './lead.ts';
import { LEAD_CONTACT_TIMES, LEAD_MAX_LENGTHS, LEAD_MESSAGES, LEAD_TAP_KINDS } from '@rules/leads.ts';

const productDatabaseId = (id: { typename: string; id: string }) => (id.typename === 'Product' ? Number(id.id) : 0);

const SendEnquiryInput = builder.inputType('SendEnquiryInput', {
  description: "A shopper's enquiry about a listing: a name, a way to answer (e-mail, phone or both), the message.",
  fields: (t) => ({
    productId: t.globalID({ required: true, description: 'The listing (a Product id).' }),
    name: t.string({ required: true, description: `At most ${LEAD_MAX_LENGTHS.name} characters.` }),
    email: t.string({ required: false, description: 'An e-mail address, a phone number, or both.' }),
    phone: t.string({ required: false, description: '7 to 15 digits; a leading + and spaces are fine.' }),
    message: t.string({ required: true, description: `At most ${LEAD_MAX_LENGTHS.message} characters.` }),
    preferredTime: t.string({ required: false, description: `${LEAD_CONTACT_TIMES.join(', ')} (default any).` }),
    website: t.string({ required: false, description: 'Leave empty: a form field people never see.' }),
    formToken: t.string({ required: true, description: 'From leadFormToken, when the form was shown.' }),
  }),
});

const SendEnquirySuccess = builder.objectRef<{ id: number }>('SendEnquirySuccess').implement({
  description: 'The enquiry reached the store: it is in their Leads inbox and they were mailed.',
  fields: (t) => ({ message: t.string({ description: 'What to tell the shopper, in English.', resolve: () => LEAD_MESSAGES.sent }) }),
});

const RecordLeadTapInput = builder.inputType('RecordLeadTapInput', {
  description: "A tap on a listing's WhatsApp or call link, counted as a lead event (who tapped is not recorded).",
  fields: (t) => ({
    productId: t.globalID({ required: true, description: 'The listing (a Product id).' }),
    kind: t.string({ required: true, description: LEAD_TAP_KINDS.join(' or ') }),
  }),
});

const RecordLeadTapSuccess = builder.objectRef<{ kind: string }>('RecordLeadTapSuccess').implement({
  description: 'The tap was counted.',
  fields: (t) => ({ kind: t.exposeString('kind', { description: 'WHATSAPP or CALL.' }) }),
});

const LeadIdInput = (name: string, text: string) =>
  builder.inputType(name, {
    description: text,
    fields: (t) => ({
      id: t.globalID({ required: true, description: 'A Lead id.' }),
      text: t.string({ required: true, description: 'The text, in the vendor\'s own words.' }),
    }),
  });
const AddLeadNoteInput = LeadIdInput('AddLeadNoteInput', "A note on a lead, for the store's eyes only (notes are appended, never edited).");
const ReplyToLeadInput = LeadIdInput('ReplyToLeadInput', "A reply mailed to the lead's e-mail address from the marketplace, in the store's name.");
const SetLeadStatusInput = builder.inputType('SetLeadStatusInput', {
  description: "Where a lead stands in the store's inbox.",
  fields: (t) => ({ id: t.globalID({ required: true, description: 'A Lead id.' }), status: t.field({ type: LeadStatusEnum, required: true, description: 'The new status.' }) }),
});

const LeadResult = builder.objectRef<{ id: number }>('LeadSuccess').implement({
  description: 'The lead after the change.',
  fields: (t) => ({ lead: t.field({ type: Lead, description: 'The lead, with its notes and replies.', resolve: (r, _a, ctx) => leadDetail(ctx, r.id) }) }),
});

builder.mutationFields((t) => ({
  sendEnquiry: t.field({
    type: SendEnquirySuccess,
    description: "A shopper's enquiry about a listing: kept for the store's Leads inbox, which hears of it by mail and the `lead.created` webhook.",
    errors: { types: [ValidationError, NotFoundError, RateLimitedError], directResult: true },
    args: { input: t.arg({ type: SendEnquiryInput, required: true }) },
    resolve: (_root, { input }, ctx) => sendEnquiry(ctx, { ...input, productId: productDatabaseId(input.productId) }),
  }),
  recordLeadTap: t.field({
    type: RecordLeadTapSuccess,
    description: "Counts a tap on a listing's WhatsApp or call link as a lead event.",
    errors: { types: [ValidationError, NotFoundError, RateLimitedError], directResult: true },
    args: { input: t.arg({ type: RecordLeadTapInput, required: true }) },
    resolve: (_root, { input }, ctx) => recordLeadTap(ctx, productDatabaseId(input.productId), input.kind),
  }),
  setLeadStatus: t.field({
    type: LeadResult,
    description: 'Moves a lead to new, contacted, viewing booked or closed.',
    errors: { directResult: true },
    args: { input: t.arg({ type: SetLeadStatusInput, required: true }) },
    resolve: (_root, { input }, ctx) => setLeadStatus(ctx, leadDatabaseId(input.id), input.status),
  }),
  addLeadNote: t.field({
    type: LeadResult,
    description: `Appends a note only the store (and the admin) reads; at most ${LEAD_MAX_LENGTHS.note} characters.`,
    errors: { directResult: true },
    args: { input: t.arg({ type: AddLeadNoteInput, required: true }) },
    resolve: (_root, { input }, ctx) => addLeadNote(ctx, leadDatabaseId(input.id), input.text),
  }),
  replyToLead: t.field({
    type: LeadResult,
    description: `Mails the text to the lead's e-mail address (once, through the mail queue) and keeps it on the lead; a new lead becomes contacted. At most ${LEAD_MAX_LENGTHS.reply} characters.`,
    errors: { directResult: true },
    args: { input: t.arg({ type: ReplyToLeadInput, required: true }) },
    resolve: (_root, { input }, ctx) => replyToLead(ctx, leadDatabaseId(input.id), input.text),
  }),
}));
