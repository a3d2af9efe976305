import { decodedBody } from './smtp-sink.ts';

/** A received mail's text and HTML parts, decoded (nodemailer sends non-Latin text as base64 or quoted-printable). */
export function partsOf(raw: string): { text: string; html: string } {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const chunks = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  const parts = chunks.map((chunk) => {
    const at = chunk.search(/\r?\n\r?\n/);
    const head = chunk.slice(0, at);
    const body = chunk.slice(at).trim();
    const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase();
    const decoded = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? decodedBody(body) : body;
    return { type: /content-type:\s*([^;\r\n]+)/i.exec(head)?.[1] ?? '', decoded };
  });
  return { text: parts.find((p) => p.type === 'text/plain')?.decoded ?? '', html: parts.find((p) => p.type === 'text/html')?.decoded ?? '' };
}

/** A mail's decoded subject (nodemailer writes a non-Latin one as RFC 2047 encoded words). */
export function subjectOf(raw: string): string {
  const header = /^subject:((?:.*)(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .trim()
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) => (kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodedBody(text.replace(/_/g, ' '))));
}

/**
 * A received mail's calendar invitation (its text/calendar part, at any depth), unfolded and read
 * as RFC 5545 properties: `METHOD` of the calendar, and the VEVENT's UID, SEQUENCE, DTSTART,
 * STATUS, ... Null when the mail carries none.
 */
export function calendarOf(raw: string): Record<string, string> | null {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]);
  const chunks = boundaries.reduce<string[]>((parts, boundary) => parts.flatMap((part) => part.split(`--${boundary}`)), [raw]);
  const chunk = chunks.find((c) => /^\s*content-type:\s*text\/calendar/im.test(c.slice(0, c.search(/\r?\n\r?\n/))));
  if (!chunk) return null;
  const at = chunk.search(/\r?\n\r?\n/);
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(chunk.slice(0, at))?.[1]?.toLowerCase();
  const body = chunk.slice(at).trim();
  const text = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? decodedBody(body) : body;
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  if (lines[0] !== 'BEGIN:VCALENDAR' || !lines.includes('END:VCALENDAR')) throw new Error(`not a calendar: ${text.slice(0, 200)}`);
  const properties: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) properties[line.slice(0, colon).split(';')[0]] ??= line.slice(colon + 1);
  }
  return properties;
}
