import type { BrandType } from '../../generated/prisma/client.ts';
import type { BrandTypeLabel } from '../auth/registration-rules.ts';

/** The spec's names of the brand types (spec §9), as the REST answers and the forms use them. */
export const brandTypeLabel = { REAL_ESTATE: 'Real Estate', HOME_PRODUCTS: 'Home Products', ELECTRONICS: 'Electronics' } as const satisfies Record<BrandType, BrandTypeLabel>;

const brandTypeByText = new Map<string, BrandType>(
  (Object.entries(brandTypeLabel) as [BrandType, BrandTypeLabel][]).flatMap(([type, label]) => [
    [type, type],
    [label.toLowerCase(), type],
  ]),
);

/** A brand type from its enum name (`REAL_ESTATE`) or its label in any case (`Real Estate`). */
export function brandTypeFromText(text: string): BrandType | undefined {
  return brandTypeByText.get(text) ?? brandTypeByText.get(text.toLowerCase());
}
