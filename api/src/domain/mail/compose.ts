/**
 * One look for every mail the marketplace writes about an order or an alert: the same content as
 * plain text and as simple HTML (inline styles, no images, no remote content), so a mail reads
 * well in any client and the text part says everything the HTML says.
 */
import { escapeHtml } from '../shared/html.ts';
import { textDirection, type ContentLanguage } from '@rules/content-languages.ts';

export interface MailSection {
  title?: string;
  lines: string[];
}

export interface MailContent {
  /** The first line (HTML: the heading). */
  heading: string;
  /** Paragraphs under the heading. */
  paragraphs: string[];
  sections?: MailSection[];
  /** The one thing to do next, as a button (HTML) and a link line (text). */
  action?: { label: string; url: string };
  /** Small print at the end (why this mail came, how to stop it). */
  footer?: string[];
  /** The language the texts are in (default English): Arabic and Urdu mails read right to left. */
  language?: ContentLanguage;
}

export interface ComposedMail {
  text: string;
  html: string;
}

export function composeMail(content: MailContent): ComposedMail {
  const sections = content.sections ?? [];
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...sections.flatMap((s) => [...(s.title ? [s.title] : []), ...s.lines, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footer?.length ? ['--', ...content.footer] : []),
  ]
    .join('\n')
    .trimEnd();

  const language = content.language ?? 'en';
  const dir = textDirection(language);
  const html = [
    // English keeps its markup exactly; Arabic and Urdu name their language and direction.
    language === 'en' ? '<!doctype html><html>' : `<!doctype html><html lang="${language}" dir="${dir}">`,
    `<body style="margin:0;padding:24px;background:#f6f5f2;font-family:Arial,Helvetica,sans-serif;color:#222${dir === 'rtl' ? ';direction:rtl;text-align:right' : ''}">`,
    '<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map((p) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(p)}</p>`),
    ...sections.map(
      (s) =>
        `<div style="margin:16px 0;padding:12px 16px;border:1px solid #e5e2da;border-radius:6px">` +
        (s.title ? `<h2 style="font-size:15px;margin:0 0 8px">${escapeHtml(s.title)}</h2>` : '') +
        s.lines.map((line) => `<div style="line-height:1.6">${escapeHtml(line)}</div>`).join('') +
        `</div>`,
    ),
    ...(content.action
      ? [
          `<p style="margin:20px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#1f3a5f;color:#fff;text-decoration:none;padding:10px 18px;border-radius:6px">${escapeHtml(content.action.label)}</a></p>`,
        ]
      : []),
    ...(content.footer?.length ? [`<p style="margin:24px 0 0;font-size:12px;color:#666;line-height:1.5">${content.footer.map(escapeHtml).join('<br>')}</p>`] : []),
    '</div></body></html>',
  ].join('');

  return { text, html };
}
