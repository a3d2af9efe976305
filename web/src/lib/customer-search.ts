// Texts of the customer list (docs/spec/vendor-admin.md §2): placeholders, the result line, empty states.

export type CustomerFieldChoice = 'ALL' | 'NAME' | 'EMAIL' | 'VENDOR' | 'PRODUCT';

export const CUSTOMER_FIELDS: readonly { value: CustomerFieldChoice; label: string }[] = [
  { value: 'ALL', label: 'All Fields' },
  { value: 'NAME', label: 'Name' },
  { value: 'EMAIL', label: 'Email' },
  { value: 'VENDOR', label: 'Vendor' },
  { value: 'PRODUCT', label: 'Product' },
];

const label = (field: CustomerFieldChoice) => CUSTOMER_FIELDS.find((f) => f.value === field)?.label ?? field;

export const searchPlaceholder = (field: CustomerFieldChoice) => (field === 'ALL' ? 'Search by any field' : `Search by ${label(field)}`);

export const resultLine = (count: number, term: string, field: CustomerFieldChoice) => `Showing ${count} results for "${term}" in ${label(field)}`;

export const emptyText = (term: string) => (term ? 'No matching customers found.' : 'No customers available.');

/** N/A for empty values on the cards. */
export const orNA = (value: string | null | undefined) => (value && value.trim() ? value : 'N/A');
