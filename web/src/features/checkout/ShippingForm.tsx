import { useId } from 'react';
import type { ShippingValues } from '../../lib/checkout.ts';
import { ADDRESS_FIELDS, requiredClientFields } from '../../lib/checkout.ts';
import styles from './Checkout.module.css';

const FIELDS: { name: keyof ShippingValues; label: string; type?: string; autoComplete: string }[] = [
  { name: 'name', label: 'Full name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State / County', autoComplete: 'address-level1' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'postalCode', label: 'Postal code', autoComplete: 'postal-code' },
];

/**
 * Shipping details; required fields carry an asterisk (only those: the old form marked all). A
 * cart of property viewings only ships nothing (`shipsGoods` false): contact details, no address.
 */
export function ShippingForm({ values, onChange, shipsGoods }: { values: ShippingValues; onChange: (values: ShippingValues) => void; shipsGoods: boolean }) {
  const id = useId();
  const required = requiredClientFields(shipsGoods);
  const fields = shipsGoods ? FIELDS : FIELDS.filter((field) => !ADDRESS_FIELDS.includes(field.name));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{shipsGoods ? 'Shipping details' : 'Contact details'}</legend>
      <div className={styles.grid}>
        {fields.map((field) => {
          const isRequired = required.includes(field.name);
          return (
            <div key={field.name} className={`${styles.field} ${field.name === 'address' ? styles.wide : ''}`}>
              <label htmlFor={`${id}-${field.name}`} className={styles.label}>
                {field.label}
                {isRequired && <span aria-hidden="true"> *</span>}
              </label>
              <input
                id={`${id}-${field.name}`}
                name={field.name}
                type={field.type ?? 'text'}
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
