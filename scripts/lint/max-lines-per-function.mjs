// ESLint's own max-lines-per-function, except for the callback of a test group: `describe(name,
// () => { ... })` (and describe.each/.skip/.only/.concurrent) only gathers tests, so its length is
// the number of tests in it, which max-lines bounds per file. Every function inside it, each `it`
// callback and helper included, is measured as usual (docs/decisions/size-rule.md).
import { builtinRules } from 'eslint/use-at-your-own-risk';

const core = builtinRules.get('max-lines-per-function');
const testGroups = new Set(['describe', 'suite']);

/** Whether `node` is the callback handed to describe(...), describe.skip(...) or describe.each(table)(...). */
function isTestGroupCallback(node) {
  const call = node.parent;
  if (call?.type !== 'CallExpression' || !call.arguments.includes(node)) return false;
  let callee = call.callee;
  if (callee.type === 'CallExpression') callee = callee.callee; // describe.each(table)(name, fn)
  while (callee.type === 'MemberExpression') callee = callee.object; // describe.skip, describe.each
  return callee.type === 'Identifier' && testGroups.has(callee.name);
}

export default {
  meta: { ...core.meta, docs: { description: 'max-lines-per-function, test groups (describe callbacks) exempt' } },
  create(context) {
    // The core rule reports through context.report; this context drops the reports about test groups.
    const withoutTestGroups = Object.create(context, {
      report: { value: (descriptor) => (isTestGroupCallback(descriptor.node) ? undefined : context.report(descriptor)) },
    });
    return core.create(withoutTestGroups);
  },
};
