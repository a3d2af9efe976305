// Texts of the customer list (docs/spec/vendor-admin.md §2): placeholders, the result line, empty
// states, in the dashboard's language (issue 35: messages of the dashboardCustomers namespace).
import type { Translate } from './i18n/translator.ts';
import type { messages } from './i18n/compiled/en/dashboardCustomers.ts';

type CustomersT = Translate<keyof typeof messages>;

export type CustomerFieldChoice = 'ALL' | 'NAME' | 'EMAIL' | 'VENDOR' | 'PRODUCT';

/** The fields a search can look in, each with its message id (written out: the build shortens literal ids). */
export const CUSTOMER_FIELDS = [
  { value: 'ALL', label: 'dashboardCustomers.fieldAll' },
  { value: 'NAME', label: 'dashboardCustomers.fieldName' },
  { value: 'EMAIL', label: 'dashboardCustomers.fieldEmail' },
  { value: 'VENDOR', label: 'dashboardCustomers.fieldVendor' },
  { value: 'PRODUCT', label: 'dashboardCustomers.fieldProduct' },
] as const satisfies readonly { value: CustomerFieldChoice; label: keyof typeof messages }[];

const label = (t: CustomersT, field: CustomerFieldChoice) => t(CUSTOMER_FIELDS.find((f) => f.value === field)?.label ?? 'dashboardCustomers.fieldAll');

export const searchPlaceholder = (t: CustomersT, field: CustomerFieldChoice) => (field === 'ALL' ? t('dashboardCustomers.searchAny') : t('dashboardCustomers.searchBy', { field: label(t, field) }));

export const resultLine = (t: CustomersT, count: number, term: string, field: CustomerFieldChoice) => t('dashboardCustomers.results', { count, term, field: label(t, field) });

export const emptyText = (t: CustomersT, term: string) => (term ? t('dashboardCustomers.noMatch') : t('dashboardCustomers.none'));

/** `notAvailable` ("N/A") for empty values on the cards. */
export const orNA = (value: string | null | undefined, notAvailable = 'N/A') => (value && value.trim() ? value : notAvailable);
