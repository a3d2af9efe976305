// @vitest-environment jsdom
/**
 * The comment-delete call carries the spec's is-admin header (docs/spec/storefront.md §6, §7), sent by the app's own
 * GraphQL network layer (cacheConfig.metadata.headers); the server answers are the browser's
 * fetch, answered here the way /graphql/app answers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { createRelayEnvironment } from '../../lib/relay-environment.ts';
import { saveToken, VISITOR_ID_KEY } from '../../lib/browser-session.ts';
import { IS_ADMIN_HEADER } from './CommentsDialog.tsx';
import { ProductComments } from './ProductComments.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PRODUCT_ID = 'UHJvZHVjdDox';
const COMMENT_ID = 'Q29tbWVudDo3';
const VISITOR = `visitor-1.${'9'.repeat(10)}.${'s'.repeat(43)}`;

interface SentRequest {
  method: string;
  url: string;
  headers: Headers;
  body: { operationName?: string; variables?: Record<string, unknown> } | null;
}

let container: HTMLDivElement;
let root: Root;
let sent: SentRequest[];

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/graphql-response+json' } });
}

/** The server: the comments query (with who is asking) and the delete mutation. */
function serve(viewerIsAdmin: boolean | null) {
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as SentRequest['body']) : null;
    sent.push({ method, url: input, headers: new Headers(init.headers), body });
    if (method === 'GET' && input.startsWith('/graphql/app?')) {
      return json({
        data: {
          node: {
            __typename: 'Product',
            id: PRODUCT_ID,
            comments: {
              edges: [
                {
                  cursor: 'c1',
                  node: { __typename: 'Comment', id: COMMENT_ID, userName: 'Sam', userAvatar: null, text: 'Lovely sofa', createdAt: '2026-11-01T10:00:00.000Z', viewerCanDelete: true },
                },
              ],
              pageInfo: { endCursor: 'c1', hasNextPage: false },
            },
          },
          viewer: viewerIsAdmin === null ? null : { id: 'VmVuZG9yOjE=', isAdmin: viewerIsAdmin },
        },
      });
    }
    if (method === 'POST' && input === '/graphql/app' && body?.operationName === 'CommentsDialogDeleteMutation') {
      return json({ data: { deleteComment: { __typename: 'DeleteCommentSuccess', deletedCommentId: COMMENT_ID, deletedBy: viewerIsAdmin ? 'Marketplace Admin' : 'Sofa Store' } } });
    }
    return new Response('{"message":"Not found"}', { status: 404 });
  });
}

beforeEach(() => {
  sent = [];
  localStorage.setItem(VISITOR_ID_KEY, VISITOR);
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  document.body.innerHTML = '';
  localStorage.clear();
  vi.unstubAllGlobals();
});

async function openAndDelete() {
  await act(async () => {
    root.render(
      <RelayEnvironmentProvider environment={createRelayEnvironment()}>
        <ProductComments productId={PRODUCT_ID} />
      </RelayEnvironmentProvider>,
    );
  });
  const open = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Comments')!;
  await act(async () => open.click());
  // The dialog's code loads on first open (components/ui/Dialog.tsx): allow for a slow first import.
  await vi.waitFor(() => expect(document.body.textContent).toContain('Lovely sofa'), { timeout: 5_000 });
  const remove = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Delete')!;
  await act(async () => remove.click());
  await vi.waitFor(() => expect(document.body.textContent).toMatch(/Comment deleted successfully by/), { timeout: 5_000 });
  const deletes = sent.filter((r) => r.body?.operationName === 'CommentsDialogDeleteMutation');
  expect(deletes).toHaveLength(1);
  return deletes[0];
}

describe('deleting a comment', () => {
  it("sends is-admin: 1 for an admin, with the bearer token, and the app's own headers unchanged", async () => {
    saveToken('admin-token');
    serve(true);
    const request = await openAndDelete();
    expect(IS_ADMIN_HEADER).toBe('is-admin');
    expect(request.method).toBe('POST');
    expect(request.headers.get('is-admin')).toBe('1');
    expect(request.headers.get('authorization')).toBe('Bearer admin-token');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('accept')).toBe('application/graphql-response+json, application/json');
    expect(request.body?.variables).toMatchObject({ input: { commentId: COMMENT_ID } });
    expect(document.body.textContent).toContain('Comment deleted successfully by Marketplace Admin');
  });

  it('sends is-admin: 0 for a vendor who is not an admin', async () => {
    saveToken('vendor-token');
    serve(false);
    const request = await openAndDelete();
    expect(request.headers.get('is-admin')).toBe('0');
    expect(request.headers.get('authorization')).toBe('Bearer vendor-token');
  });

  it('sends the header only with the delete call, not with reads', async () => {
    saveToken('admin-token');
    serve(true);
    await openAndDelete();
    const reads = sent.filter((r) => r.method === 'GET');
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(read.headers.has('is-admin')).toBe(false);
  });
});
