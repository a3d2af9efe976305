/** The marketplace's name as the header, footer and page titles show it. */
export const BRAND_NAME = 'Homes Marketplace';
