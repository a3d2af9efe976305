import { CARRIER_NAME_MAX_LENGTH, KNOWN_CARRIERS, TRACKING_NUMBER_MAX_LENGTH } from '@rules/carriers.ts';
import styles from './OrderTracking.module.css';

interface Shipment {
  carrier: string;
  trackingNumber: string;
}

/**
 * The carrier and tracking number asked when a part is marked shipped (issue 37 part 4): both
 * optional; the known carriers are offered as suggestions (they get a tracking link), any other
 * name is kept as typed.
 */
export function ShipmentFields({ id, value, onChange, problem, words }: { id: string; value: Shipment; onChange: (next: Shipment) => void; problem: string | null; words: { carrier: string; trackingNumber: string } }) {
  return (
    <>
      <label htmlFor={`${id}-carrier`} className={styles.field}>
        {words.carrier}
        <input id={`${id}-carrier`} list={`${id}-carriers`} maxLength={CARRIER_NAME_MAX_LENGTH} value={value.carrier} onChange={(event) => onChange({ ...value, carrier: event.target.value })} />
        <datalist id={`${id}-carriers`}>
          {KNOWN_CARRIERS.map((carrier) => (
            <option key={carrier.name} value={carrier.name} />
          ))}
        </datalist>
      </label>
      <label htmlFor={`${id}-tracking`} className={styles.field}>
        {words.trackingNumber}
        <input id={`${id}-tracking`} maxLength={TRACKING_NUMBER_MAX_LENGTH} value={value.trackingNumber} onChange={(event) => onChange({ ...value, trackingNumber: event.target.value })} />
      </label>
      {problem && (value.carrier || value.trackingNumber) && (
        <p role="status" className={styles.field}>
          {problem}
        </p>
      )}
    </>
  );
}
