import { useId } from 'react';
import type { ShippingValues } from '../../lib/checkout.ts';
import { ADDRESS_FIELDS, requiredClientFields } from '../../lib/checkout.ts';
import { useT } from '../../components/context/locale.tsx';
import { messages as checkoutMessages } from '../../lib/i18n/compiled/en/checkout.ts';
import styles from './Checkout.module.css';

const FIELDS: { name: keyof ShippingValues; label: keyof typeof checkoutMessages; type?: string; autoComplete: string }[] = [
  { name: 'name', label: 'checkout.fieldName', autoComplete: 'name' },
  { name: 'email', label: 'checkout.fieldEmail', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'checkout.fieldPhone', type: 'tel', autoComplete: 'tel' },
  { name: 'address', label: 'checkout.fieldAddress', autoComplete: 'street-address' },
  { name: 'city', label: 'checkout.fieldCity', autoComplete: 'address-level2' },
  { name: 'state', label: 'checkout.fieldState', autoComplete: 'address-level1' },
  { name: 'country', label: 'checkout.fieldCountry', autoComplete: 'country-name' },
  { name: 'postalCode', label: 'checkout.fieldPostalCode', autoComplete: 'postal-code' },
];

/**
 * Shipping details; required fields carry an asterisk (only those: the old form marked all). A
 * cart of property viewings only ships nothing (`shipsGoods` false): contact details, no address.
 */
export function ShippingForm({ values, onChange, shipsGoods }: { values: ShippingValues; onChange: (values: ShippingValues) => void; shipsGoods: boolean }) {
  const id = useId();
  const t = useT(checkoutMessages);
  const required = requiredClientFields(shipsGoods);
  const fields = shipsGoods ? FIELDS : FIELDS.filter((field) => !ADDRESS_FIELDS.includes(field.name));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{shipsGoods ? t('checkout.shippingDetails') : t('checkout.contactDetails')}</legend>
      <div className={styles.grid}>
        {fields.map((field) => {
          const isRequired = required.includes(field.name);
          return (
            <div key={field.name} className={`${styles.field} ${field.name === 'address' ? styles.wide : ''}`}>
              <label htmlFor={`${id}-${field.name}`} className={styles.label}>
                {t(field.label)}
                {isRequired && <span aria-hidden="true"> *</span>}
              </label>
              <input
                id={`${id}-${field.name}`}
                name={field.name}
                type={field.type ?? 'text'}
                // An email's and a phone number's signs and digits keep their order on a right-to-left page.
                dir={field.type ? 'ltr' : undefined}
                autoComplete={field.autoComplete}
                aria-required={isRequired}
                className={styles.input}
                value={values[field.name]}
                onChange={(event) => onChange({ ...values, [field.name]: event.target.value })}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
