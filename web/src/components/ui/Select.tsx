import { lazy, Suspense } from 'react';
import type { SelectOption, SelectProps } from './SelectMenu.tsx';
import styles from './Select.module.css';
import { selectedLabel } from './selected-label.ts';

export type { SelectOption, SelectProps };

// radix's select (with floating-ui to place its list: about 25 KB gzip) is no part of a page's
// first load: it loads as soon as a select is on screen, while the page shows the same trigger,
// disabled (a click waits for it).
const SelectMenu = lazy(() => import('./SelectMenu.tsx').then((module) => ({ default: module.SelectMenu })));

/** A compact listbox select (radix), keyboard and screen-reader friendly. */
export function Select<V extends string>(props: SelectProps<V>) {
  return (
    <Suspense
      fallback={
        <button type="button" role="combobox" aria-label={props.label} aria-expanded={false} className={styles.trigger} disabled>
          <span>{selectedLabel(props.options, props.value)}</span>
          <span className={styles.icon} aria-hidden>
            ▾
          </span>
        </button>
      }
    >
      <SelectMenu {...(props as unknown as SelectProps<string>)} />
    </Suspense>
  );
}
