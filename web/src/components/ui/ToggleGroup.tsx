import { ToggleGroup as RadixToggleGroup } from 'radix-ui';
import styles from './ToggleGroup.module.css';
import { usePageDirection } from '../context/locale.tsx';

export interface ToggleOption<V extends string> {
  value: V;
  label: string;
}

export interface ToggleGroupProps<V extends string> {
  label: string;
  value: V;
  options: readonly ToggleOption<V>[];
  onValueChange: (value: V) => void;
}

/** A single-choice button row (filters). One option always stays selected. */
export function ToggleGroup<V extends string>({ label, value, options, onValueChange }: ToggleGroupProps<V>) {
  return (
    <RadixToggleGroup.Root dir={usePageDirection()}
      type="single"
      aria-label={label}
      value={value}
      onValueChange={(next) => {
        if (next) onValueChange(next as V);
      }}
      className={styles.root}
    >
      {options.map((option) => (
        <RadixToggleGroup.Item key={option.value} value={option.value} className={styles.item}>
          {option.label}
        </RadixToggleGroup.Item>
      ))}
    </RadixToggleGroup.Root>
  );
}
