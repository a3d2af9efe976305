// The language of an API answer's translatable texts (issue 35), on both transports: resolved
// once per request (never the raw header: en, ar or ur), named on the answer, and named in Vary
// wherever a cache may keep the answer.
import { isContentLanguage, languageFromAcceptLanguage, type ContentLanguage } from '@rules/content-languages.ts';
import { ValidationError } from '../domain/errors.ts';
import { appendVary } from './responses.ts';

/**
 * A REST request's language: `?lang=en|ar|ur` when given (a link that must show one language
 * whatever the browser sends), else its Accept-Language. An unknown `lang` is refused, not
 * silently answered in English.
 */
export function restRequestLanguage(request: Request, query: URLSearchParams): ContentLanguage {
  const lang = query.get('lang');
  if (lang === null) return languageFromAcceptLanguage(request.headers.get('accept-language'));
  if (!isContentLanguage(lang)) throw new ValidationError('lang must be en, ar or ur.', 'lang');
  return lang;
}

/** Names the answer's language (Content-Language) and says it varies by Accept-Language. */
export function markAnswerLanguage(headers: Headers, language: ContentLanguage): void {
  headers.set('content-language', language);
  appendVary(headers, 'accept-language');
}
