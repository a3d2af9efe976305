import crypto from 'node:crypto';
import type { GraphiQLOptions } from 'graphql-yoga';

/**
 * GraphiQL from the installed `@graphql-yoga/render-graphiql` (yoga's own GraphiQL, bundled with
 * its editor workers), served by this app: nothing comes from another host, and the page has no
 * inline script, so the strict page policy of http/security-headers.ts applies to it as is.
 *
 * The page names three files under ASSET_PREFIX (the script, the style sheet, the favicon) and
 * hands its options in a JSON data block the script reads; the editor's workers are files too.
 * Names carry a hash of their content, so they are cached for good. The 9 MB package is loaded on
 * the first GraphiQL request only (never in production, where GraphiQL is off).
 */
export const ASSET_PREFIX = '/graphql/graphiql/';

interface Asset {
  body: Uint8Array<ArrayBuffer>;
  type: string;
}

interface Assets {
  files: Map<string, Asset>;
  script: string;
  style: string;
  favicon: string;
}

let loading: Promise<Assets> | undefined;

function loadAssets(): Promise<Assets> {
  loading ??= import('@graphql-yoga/render-graphiql/graphiql').then(build);
  return loading;
}

type Bundle = typeof import('@graphql-yoga/render-graphiql/graphiql');

function build(bundle: Bundle): Assets {
  const files = new Map<string, Asset>();
  const add = (base: string, ext: string, type: string, body: Uint8Array<ArrayBuffer>): string => {
    const hash = crypto.createHash('sha256').update(body).digest('hex').slice(0, 12);
    const name = `${base}.${hash}.${ext}`;
    files.set(name, { body, type });
    return ASSET_PREFIX + name;
  };
  const js = 'text/javascript; charset=utf-8';
  const workers = {
    editorWorkerService: add('editor.worker', 'js', js, Buffer.from(bundle.editorWorkerService)),
    json: add('json.worker', 'js', js, Buffer.from(bundle.jsonWorker)),
    graphql: add('graphql.worker', 'js', js, Buffer.from(bundle.graphqlWorker)),
  };
  // What yoga's own page does inline, as a file: the workers by URL (not blobs), then the bundle,
  // then GraphiQL rendered with the options of the page's data block.
  const boot = [
    '(function () {',
    `  var workers = ${JSON.stringify(workers)};`,
    '  self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: function (moduleId, label) { return workers[label]; } };',
    '})();',
    bundle.js,
    ';(function () {',
    "  var options = JSON.parse(document.getElementById('graphiql-options').textContent);",
    "  YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), options);",
    '})();',
    '',
  ].join('\n');
  const favicon = /^data:image\/x-icon;base64,(.*)$/s.exec(bundle.favicon);
  return {
    files,
    script: add('graphiql', 'js', js, Buffer.from(boot)),
    style: add('graphiql', 'css', 'text/css; charset=utf-8', Buffer.from(bundle.css)),
    favicon: favicon ? add('favicon', 'ico', 'image/x-icon', Buffer.from(favicon[1], 'base64')) : '',
  };
}

/** yoga's `renderGraphiQL`: the page, whose every script, style sheet and icon is one of ours. */
export async function renderGraphiqlPage(options: GraphiQLOptions): Promise<string> {
  const assets = await loadAssets();
  const title = escapeHtml(options.title ?? 'GraphiQL');
  // A data block is never run; `<` escaped so no text in it can close the element.
  const data = JSON.stringify(options).replace(/</g, '\\u003c');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${title}</title>`,
    assets.favicon ? `<link rel="icon" href="${assets.favicon}">` : '',
    `<link rel="stylesheet" href="${assets.style}">`,
    '</head>',
    '<body id="body" class="no-focus-outline">',
    '<noscript>You need to enable JavaScript to run GraphiQL.</noscript>',
    `<div id="root">Loading ${title}...</div>`,
    `<script type="application/json" id="graphiql-options">${data}</script>`,
    `<script src="${assets.script}"></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** GET/HEAD of a GraphiQL file (a path under ASSET_PREFIX); null when there is no such file. */
export async function graphiqlAsset(pathname: string, request: Request): Promise<Response | null> {
  if (!pathname.startsWith(ASSET_PREFIX)) return null;
  const { files } = await loadAssets();
  const file = files.get(pathname.slice(ASSET_PREFIX.length));
  if (!file) return null;
  const headers = new Headers({
    'content-type': file.type,
    'content-length': String(file.body.byteLength),
    'cache-control': 'public, max-age=31536000, immutable',
  });
  return new Response(request.method === 'HEAD' ? null : file.body, { status: 200, headers });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
