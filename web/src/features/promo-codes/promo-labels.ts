// The message ids of a promo code's status (rules/promo.ts PROMO_STATUS_LABELS keeps the English the
// API and the checkout use; issue 35). Written out: the build shortens each literal id.
import type { PromoCodeStatus } from '@rules/index.ts';

export const PROMO_STATUS_IDS = {
  SCHEDULED: 'dashboardPromoCodes.statusScheduled',
  ACTIVE: 'dashboardPromoCodes.statusActive',
  EXPIRED: 'dashboardPromoCodes.statusExpired',
  INACTIVE: 'dashboardPromoCodes.statusInactive',
} as const satisfies Record<PromoCodeStatus, string>;
