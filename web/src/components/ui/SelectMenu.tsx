import { Select as RadixSelect } from 'radix-ui';
import styles from './Select.module.css';
import { usePageDirection } from '../context/locale.tsx';
import { selectedLabel, type SelectOption } from './selected-label.ts';

export type { SelectOption };

export interface SelectProps<V extends string> {
  /** Accessible name of the trigger (visible label elsewhere or not). */
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  onValueChange: (value: V) => void;
  disabled?: boolean;
  /** Opens the list on mount (Select.tsx mounts radix on the first press of its trigger). */
  defaultOpen?: boolean;
}

/** Select's radix body (Select.tsx loads it when the browser is idle and mounts it on the first press). */
export function SelectMenu<V extends string>({ label, value, options, onValueChange, disabled, defaultOpen }: SelectProps<V>) {
  // The chosen option's label, given to Value: without children radix copies the item's text in
  // after its list has mounted, and the trigger shows nothing for a moment after loading.
  return (
    <RadixSelect.Root dir={usePageDirection()} value={value} onValueChange={(next) => onValueChange(next as V)} disabled={disabled} defaultOpen={defaultOpen}>
      <RadixSelect.Trigger className={styles.trigger} aria-label={label}>
        <RadixSelect.Value>{selectedLabel(options, value)}</RadixSelect.Value>
        <RadixSelect.Icon className={styles.icon} aria-hidden>
          ▾
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
          <RadixSelect.Viewport className={styles.viewport}>
            {options.map((option) => (
              <RadixSelect.Item key={option.value} value={option.value} className={styles.item}>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className={styles.indicator}>✓</RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
