// The overview's first-run checklist (issue 37 part 6): each step read from the store's data, and
// the vendor's dismissal of it.
import { builder } from '../builder.ts';
import { FIRST_STEP_KEYS, setFirstStepsDismissed, type FirstStep, type FirstStepsChecklist } from '../../domain/analytics/store-start.ts';

const FirstStepKeyEnum = builder.enumType('FirstStepKey', {
  description: 'A step of a new store\'s checklist.',
  values: {
    PROFILE: { description: 'A description and a picture on the store\'s profile.' },
    LISTING_WITH_PHOTOS: { description: 'A first listing with photos.' },
    VIEWING_HOURS: { description: 'Weekly viewing hours (property stores).' },
    STOCK: { description: 'Stock tracked on a product (stores of home products).' },
    FIRST_ENQUIRY: { description: 'A first enquiry or order from shoppers (optional).' },
  } satisfies Record<(typeof FIRST_STEP_KEYS)[number], { description: string }>,
});

const FirstStepRef = builder.objectRef<FirstStep>('FirstStep').implement({
  description: 'One step of the checklist, done or not as the store\'s data says.',
  fields: (t) => ({
    key: t.field({ type: FirstStepKeyEnum, description: 'Which step.', resolve: (s) => s.key }),
    done: t.exposeBoolean('done', { description: 'The store\'s data shows it done.' }),
    optional: t.exposeBoolean('optional', { description: 'Not needed for the checklist to be complete.' }),
  }),
});

export const FirstStepsChecklistRef = builder.objectRef<FirstStepsChecklist>('FirstStepsChecklist').implement({
  description: "A new store's first-run checklist: shown on the overview until its required steps are done or the vendor dismisses it.",
  fields: (t) => ({
    steps: t.field({ type: [FirstStepRef], description: 'The steps for this kind of store, in order.', resolve: (c) => c.steps }),
    dismissed: t.exposeBoolean('dismissed', { description: 'The vendor dismissed the checklist.' }),
    show: t.exposeBoolean('show', { description: 'Not dismissed, and a required step is still to do.' }),
  }),
});

builder.mutationField('setFirstStepsDismissed', (t) =>
  t.field({
    type: FirstStepsChecklistRef,
    description: "Hides the overview's first-run checklist (dismissed: true) or shows it again. A store's own; the admin has none (403).",
    args: { dismissed: t.arg.boolean({ required: true, description: 'True hides the checklist; false shows it again.' }) },
    resolve: (_root, args, ctx) => setFirstStepsDismissed(ctx, args.dismissed),
  }),
);
