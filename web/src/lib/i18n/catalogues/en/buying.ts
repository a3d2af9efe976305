// The ids of the buying pages' namespaces (issue 35), which the Arabic and Urdu buying catalogues
// (../ar/buying.ts, ../ur/buying.ts) translate in one file each.
import type { purchase } from './purchase.ts';
import type { cart } from './cart.ts';
import type { checkout } from './checkout.ts';
import type { tracking } from './tracking.ts';
import type { orderSteps } from './orderSteps.ts';
import type { favourites } from './favourites.ts';
import type { refusals } from './refusals.ts';
import type { refusalTexts } from './refusalTexts.ts';

export type BuyingMessageId = keyof (typeof purchase & typeof cart & typeof checkout & typeof tracking & typeof orderSteps & typeof favourites & typeof refusals & typeof refusalTexts);
