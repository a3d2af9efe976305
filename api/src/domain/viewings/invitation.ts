/**
 * The calendar invitation a viewing's mails carry (RFC 5545 through the `ics` library): one UID
 * per viewing part for its whole life, SEQUENCE one more at each change, METHOD REQUEST for a
 * booking or a new time (calendars move the event they hold) and CANCEL to remove it
 * (docs/decisions/viewing-slots.md).
 */
import { createEvent } from 'ics';

export interface InvitationInput {
  partId: number;
  /** The host of the marketplace's public URL: the UID's domain, so UIDs never clash with another system's. */
  host: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  startsAt: Date;
  endsAt: Date;
  title: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

export const invitationUid = (partId: number, host: string) => `viewing-${partId}@${host}`;

export function viewingInvitation(input: InvitationInput): string {
  const { error, value } = createEvent({
    uid: invitationUid(input.partId, input.host),
    sequence: input.sequence,
    method: input.method,
    productId: 'homes-marketplace/viewings',
    start: input.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: input.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: input.title,
    description: input.description,
    location: input.location,
    status: input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: input.organizer.name, email: input.organizer.email },
    attendees: [{ name: input.attendee.name, email: input.attendee.email, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('The calendar invitation could not be written');
  return value;
}
