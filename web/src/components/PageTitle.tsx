import { BRAND_NAME } from '../app/layout/brand.ts';

/** Sets the document title (React 19 hoists <title> into the head). */
export function PageTitle({ children }: { children?: string }) {
  return <title>{children ? `${children} | ${BRAND_NAME}` : `${BRAND_NAME}: homes and home products`}</title>;
}
