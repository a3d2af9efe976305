// A build step of the storefront: Vite wraps every dynamic `import()` of the browser's bundle in its
// preload helper (`__vitePreload(() => import('./x.js'), deps)`), a 1.2 KB function in the entry
// chunk that every route loads. With `modulePreload: false` and one stylesheet (`cssCodeSplit:
// false`) its list of dependencies is always empty, so all it does is call the import and, on a
// failure, dispatch a `vite:preloadError` event that nothing here listens to. This plugin gives
// the helper's module a body that only calls the import (docs/decisions/js-budget-preload-helper.md).
import type { Plugin } from 'vite';

/** The helper's module id, as Vite's import analysis imports it (vite/src/node/plugins/importAnalysisBuild.ts). */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** What the helper does when it has no dependency to preload: the import itself, its failure passed on as it is. */
export const PLAIN_PRELOAD_HELPER = 'export const __vitePreload = (load) => load();';

export function noPreloadHelperPlugin(): Plugin {
  return {
    name: 'no-preload-helper',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      // Only sound while the helper has nothing to preload: a stylesheet per chunk or module
      // preloading would give it real work, which this body would silently skip.
      if (config.build.cssCodeSplit !== false || config.build.modulePreload !== false) {
        throw new Error('web/build/no-preload-helper.ts: the preload helper has work to do with cssCodeSplit or modulePreload on; remove this plugin first');
      }
    },
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(id) {
        return id === PRELOAD_HELPER_ID ? PLAIN_PRELOAD_HELPER : null;
      },
    },
  };
}
