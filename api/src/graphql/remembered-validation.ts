import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Validation remembered per document (issue 33 item 7; docs/decisions/pipeline-cost.md, "Seventh
 * pass"). yoga's parse cache hands every request with the same query text the same document
 * object, and its validation cache already answers a known document without running the rules,
 * but envelop still calls every `onValidate` hook per request (a payload object and four
 * closures each; armor's rules are built anew for each request) only to be told the cached
 * verdict. The direct path (direct-path.ts) skips envelop's `validate` for a document it has
 * seen pass against the same schema, which is right only while every `onValidate` hook's verdict
 * depends on the document and schema alone: a hook that looked at the request (a rule per user,
 * persisted operations' `skipDocumentValidation`) could pass a document for one request and
 * refuse it for another. So only a valid verdict is remembered (a refused document runs every
 * hook again, with its after-hooks that shape the errors), and only when every plugin with an
 * `onValidate` hook is one of yoga's built-ins (BUILT_IN_VALIDATE_HOOKS) or marked here.
 */

/** yoga's own `onValidate` hooks: useEngine (graphql-js's rules), the parse and validation cache, useHTTPValidationError (statuses of refusals). */
const BUILT_IN_VALIDATE_HOOKS = 3;

const VALIDATES_DOCUMENT_ONLY = Symbol('validates the document only');

type EnvelopPluginInit = NonNullable<Plugin['onPluginInit']>;

/**
 * Marks a plugin, and the plugins it adds at init (armor adds one per rule), as validating the
 * document alone: its `onValidate` adds rules that read only the document and schema, or acts
 * only on a refused document's errors. Wrap only plugins that do.
 */
export function validatesDocumentOnly<P extends Plugin<any>>(plugin: P): P {
  const onPluginInit = plugin.onPluginInit as EnvelopPluginInit | undefined;
  if (!onPluginInit) return { ...plugin, [VALIDATES_DOCUMENT_ONLY]: true };
  return {
    ...plugin,
    [VALIDATES_DOCUMENT_ONLY]: true,
    onPluginInit(payload: Parameters<EnvelopPluginInit>[0]) {
      return onPluginInit({ ...payload, addPlugin: (added) => payload.addPlugin(validatesDocumentOnly(added as Plugin)) });
    },
  };
}

/** The documents seen valid, each with the schema it was valid against; undefined when a hook could depend on the request. */
export function rememberedValidation(plugins: readonly ({ onValidate?: unknown } | null | undefined | false)[]): RememberedValidation | undefined {
  const unmarked = plugins.filter((plugin) => plugin && plugin.onValidate && !(VALIDATES_DOCUMENT_ONLY in plugin)).length;
  return unmarked === BUILT_IN_VALIDATE_HOOKS ? new RememberedValidation() : undefined;
}

export class RememberedValidation {
  private readonly validAgainst = new WeakMap<DocumentNode, GraphQLSchema>();

  isKnownValid(document: DocumentNode, schema: GraphQLSchema): boolean {
    return this.validAgainst.get(document) === schema;
  }

  rememberValid(document: DocumentNode, schema: GraphQLSchema): void {
    this.validAgainst.set(document, schema);
  }
}
