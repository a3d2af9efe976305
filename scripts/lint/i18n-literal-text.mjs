// `house/no-literal-text` (eslint.config.mjs; issue 35, docs/decisions/i18n-no-literal-text-lint.md):
// eslint-plugin-i18next's no-literal-string in `jsx-only` mode, which reads JSX text and the string
// literals written inside JSX (children expressions, and the attributes that show text, listed
// below), less one kind of report: one plain lowercase word handed to a function or put in a
// list (`text('email', ...)`, `group('name')`, `['ar', 'ur']`) names a field or a token. The same
// word written as JSX text (` at `) or shown by a condition (`filled ? 'written' : ...`) is text.
import i18next from 'eslint-plugin-i18next';

const plugin = i18next.rules['no-literal-string'];

/** The attributes and props whose value a reader sees or hears (a screen reader reads the aria ones). */
const TEXT_ATTRIBUTES = [
  'label', 'title', 'placeholder', 'alt', 'heading', 'description', 'caption', 'legend', 'hint', 'note',
  'summary', 'text', 'message', 'tooltip', 'subtitle',
  'aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'aria-placeholder', 'subheading',
  // Props that take JSX shown in place of the children: without them, text inside them would not be read.
  'fallback', 'loading', 'empty', 'render', 'icon',
  // A kit prop that shows text ends in one of these: emptyText, submitLabel, busyLabel, confirmLabel, errorMessage...
  '[a-zA-Z]+(Text|Label|Title|Message|Heading|Placeholder|Description|Caption|Hint|Note)',
];

/**
 * Texts no language translates, matched whole (after trimming). Each is justified:
 * - symbols, digits and punctuation alone (`·`, `—`, `×`, `−`, `▾`, `✓`, `2026`): the same in
 *   every language;
 * - HTML entities (`&nbsp;`) and emoji alone;
 * - an example address in a placeholder (`you@example.com`, `https://example.com/webhooks`): it
 *   shows the shape of what to type, which is the same in every language;
 * - all-capital codes (`AED`, `PKR`, `CSV`, `CANCEL`): currency codes and enum values (the plugin's default);
 * - the brand, "Homes Marketplace": a name, the same in every language;
 * - a code word: a lowercase word joined to more by a capital, a dot, a hyphen or a digit, without
 *   a space (`firstName`, `dashboardOrders.heading`, `given-name`, `address-line1`, `en-US`): a
 *   field name, a message id or a browser token, never a sentence.
 */
const ALLOWED_WORDS = [/^[\p{P}\p{S}\p{N}\s]+$/u, '[A-Z_-]+', /^\p{Emoji}+$/u, '&[a-z]+;', '[^\\s@]+@[^\\s@]+\\.[a-z]+', 'https?://\\S+', 'Homes Marketplace', '[a-z]+([A-Z0-9.-][a-zA-Z0-9]*)+'];

export const I18N_LITERAL_TEXT = {
  mode: 'jsx-only',
  message: 'Interface text written into JSX: put it in a message catalogue (web/src/lib/i18n/catalogues) and show it with useT',
  'jsx-attributes': { include: TEXT_ATTRIBUTES },
  // The same names as object keys (`{ label: 'Save' }` handed to a kit component); other keys
  // (`autoComplete`, `type`, `fallback`) hold codes.
  'object-properties': { include: TEXT_ATTRIBUTES },
  words: { exclude: ALLOWED_WORDS },
  // What <code>, <kbd> and <samp> hold is code (a header's name, `X-Api-Key`), written as the machine reads it.
  'jsx-components': { exclude: ['code', 'kbd', 'samp'] },
};

const PLAIN_LOWERCASE_WORD = /^[a-z]+$/;

const CODE_PLACES = new Set(['CallExpression', 'NewExpression', 'ArrayExpression']);

/** One plain lowercase word given to a function or listed: a field name or a token, not a text. */
function isCodeLiteral(node) {
  return node.type === 'Literal' && CODE_PLACES.has(node.parent?.type) && typeof node.value === 'string' && PLAIN_LOWERCASE_WORD.test(node.value);
}

export default {
  meta: { ...plugin.meta, docs: { description: 'no interface text written into JSX (eslint-plugin-i18next no-literal-string, code words let through)' } },
  create(context) {
    const withoutCodeWords = Object.create(context, {
      report: { value: (descriptor) => (isCodeLiteral(descriptor.node) ? undefined : context.report(descriptor)) },
    });
    return plugin.create(withoutCodeWords);
  },
};
