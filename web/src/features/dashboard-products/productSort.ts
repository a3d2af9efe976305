import type { MyProductsSort } from '../../__generated__/DashboardProductListPaginationQuery.graphql.ts';

import type { dashboardProducts } from '../../lib/i18n/catalogues/en/dashboardProducts.ts';

export type { MyProductsSort };

/** The product table's sortable columns (their header's message) and the server's order for each direction. */
export const SORT_COLUMNS = {
  name: { label: 'dashboardProducts.sortName', asc: 'NAME_ASC', desc: 'NAME_DESC' },
  price: { label: 'dashboardProducts.sortPrice', asc: 'PRICE_ASC', desc: 'PRICE_DESC' },
  category: { label: 'dashboardProducts.sortCategory', asc: 'CATEGORY_ASC', desc: 'CATEGORY_DESC' },
  status: { label: 'dashboardProducts.sortStatus', asc: 'STATUS_ASC', desc: 'STATUS_DESC' },
  views: { label: 'dashboardProducts.sortViews', asc: 'VIEWS_ASC', desc: 'VIEWS_DESC' },
  orders: { label: 'dashboardProducts.sortOrders', asc: 'ORDERS_ASC', desc: 'ORDERS_DESC' },
} as const satisfies Record<string, { label: keyof typeof dashboardProducts; asc: MyProductsSort; desc: MyProductsSort }>;

export type SortColumn = keyof typeof SORT_COLUMNS;

const SORTS: readonly MyProductsSort[] = ['NEWEST', 'OLDEST', ...Object.values(SORT_COLUMNS).flatMap((c) => [c.asc, c.desc])];

/** A sort read from the URL: one the server knows, else NEWEST. */
export function parseSort(value: string | null): MyProductsSort {
  return SORTS.includes(value as MyProductsSort) ? (value as MyProductsSort) : 'NEWEST';
}

/** How a column is sorted now (for aria-sort), if it is. */
export function columnDirection(sort: MyProductsSort, column: SortColumn): 'ascending' | 'descending' | undefined {
  if (sort === SORT_COLUMNS[column].asc) return 'ascending';
  if (sort === SORT_COLUMNS[column].desc) return 'descending';
  return undefined;
}

/** A header click: ascending first (views and orders: most first), then the other way. */
export function nextSort(sort: MyProductsSort, column: SortColumn): MyProductsSort {
  const { asc, desc } = SORT_COLUMNS[column];
  if (sort === asc) return desc;
  if (sort === desc) return asc;
  return column === 'orders' || column === 'views' ? desc : asc;
}

const CATALOGUES = ['REAL_ESTATE', 'HOME_PRODUCTS'] as const;

/** The list's filter as the URL holds it (`q`, `category`, `sort`): the page query's variables. */
export function productListParams(params: URLSearchParams): { search: string | null; catalogue: (typeof CATALOGUES)[number] | null; sort: MyProductsSort } {
  const category = params.get('category');
  return {
    search: params.get('q')?.trim() || null,
    catalogue: CATALOGUES.includes(category as (typeof CATALOGUES)[number]) ? (category as (typeof CATALOGUES)[number]) : null,
    sort: parseSort(params.get('sort')),
  };
}
