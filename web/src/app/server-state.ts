import type { Site } from '../components/context/site.tsx';
import type { PageFormState } from '@rules/index.ts';

/** The id of the script element where the server embeds what it rendered the page with. */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** What the server rendered the page with: the browser starts from the same, so hydration matches. */
export interface ServerState {
  site: Site;
  /** The Relay store's records (`RecordSource.toJSON()`): the page's loader finds its query answered. */
  records: Record<string, unknown>;
  /**
   * The queries whose answers depend on who asks (a post this visitor liked), by `personalQueryKey`:
   * the server asked as an anonymous visitor, so a browser with its own visitor id or token asks again.
   */
  personal: string[];
  /** A form the server answered without the script, rendered with what was typed (components/context/page-form.tsx). */
  form?: PageFormState | null;
}

/** Names one query with its variables (as Relay sends them) among the server state's `personal`. */
export function personalQueryKey(documentId: string, variables: Record<string, unknown>): string {
  return `${documentId} ${JSON.stringify(variables)}`;
}

let parsed: ServerState | null | undefined;

/** The server's state embedded in this page, or null (a page the server did not render). */
export function readServerState(): ServerState | null {
  if (parsed === undefined) {
    const text = typeof document === 'undefined' ? null : document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
    try {
      parsed = text ? (JSON.parse(text) as ServerState) : null;
    } catch {
      parsed = null;
    }
  }
  return parsed;
}

/**
 * The state as the text of a `<script type="application/json">`: `<` is escaped, so no text in it
 * (a listing's name) can close the script element.
 */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
