import { createHash } from 'node:crypto';
import { NEEDS_SCRIPT_ATTRIBUTE, TAP_PENDING_ATTRIBUTE, TAP_REPLAY_GLOBAL } from '@rules/page-forms.ts';

/**
 * No tap lost (issue 32): the app's script loads after the first paint, and on a busy phone that
 * is seconds in which a button that needs it (Add To Cart, a slider's arrow, the currency select,
 * Book Now, a favourite) did nothing. This small script, inline at the top of every page the server
 * renders, keeps such taps: a click on a `button type="button"` (a button that does nothing without
 * the script) or on anything marked `data-needs-script`, and the submit of a form so marked, is
 * held (the control reads busy meanwhile) and replayed once the app has hydrated (the app calls
 * window.__replayKeptTaps, web/src/app/tap-replay.ts). Links and the forms the server answers
 * (http/page-forms.ts) work without it and are left alone.
 *
 * React 19 replays only the discrete events that arrive after hydrateRoot has been called on a part
 * not yet hydrated; a tap before the script has loaded has no listener at all
 * (docs/decisions/no-tap-lost.md). This listener runs first (window, capture phase) and stops the
 * event, so a tap is never handled twice.
 *
 * Written as ES5 in a string: it runs as it is, before any module, and its hash is in the page's
 * Content-Security-Policy (http/security-headers.ts), which allows no other inline script.
 */
export const TAP_CAPTURE_SCRIPT = `(function(){var kept=[],done=false;
function keep(el){if(kept.indexOf(el)<0)kept.push(el);el.setAttribute('aria-busy','true');el.setAttribute('${TAP_PENDING_ATTRIBUTE}','');}
function onClick(e){if(done)return;var t=e.target;var el=t&&t.closest?t.closest('button[type="button"],[${NEEDS_SCRIPT_ATTRIBUTE}]'):null;if(!el||el.disabled||el.tagName==='FORM')return;e.preventDefault();e.stopImmediatePropagation();keep(el);}
function onSubmit(e){if(done)return;var f=e.target;if(!f||!f.matches||!f.matches('form[${NEEDS_SCRIPT_ATTRIBUTE}]'))return;e.preventDefault();e.stopImmediatePropagation();keep(f);}
addEventListener('click',onClick,true);addEventListener('submit',onSubmit,true);
window.${TAP_REPLAY_GLOBAL}=function(){if(done)return;done=true;removeEventListener('click',onClick,true);removeEventListener('submit',onSubmit,true);
var taps=kept;kept=[];taps.forEach(function(el){el.removeAttribute('aria-busy');el.removeAttribute('${TAP_PENDING_ATTRIBUTE}');if(!el.isConnected)return;if(el.tagName==='FORM'){if(el.requestSubmit)el.requestSubmit();}else el.click();});};})();`;

/** The script's source for script-src: the page allows this inline script and no other. */
export const TAP_CAPTURE_CSP_SOURCE = `'sha256-${createHash('sha256').update(TAP_CAPTURE_SCRIPT).digest('base64')}'`;

/** The element the server puts at the top of a rendered page's head. */
export const TAP_CAPTURE_ELEMENT = `<script>${TAP_CAPTURE_SCRIPT}</script>`;
