import { lazy, Suspense, useEffect, useState, type KeyboardEvent } from 'react';
import type { SelectOption, SelectProps } from './SelectMenu.tsx';
import styles from './Select.module.css';
import { selectedLabel } from './selected-label.ts';

export type { SelectOption, SelectProps };

type SelectMenuComponent = (typeof import('./SelectMenu.tsx'))['SelectMenu'];

// radix's select (with floating-ui to place its list: about 25 KB gzip) is no part of a page's
// first load, and it is not mounted until someone opens a select. Mounted at once, each select
// renders its whole list into a hidden fragment right after hydration, in one task that cannot be
// split: with the five selects of a listing page's filters, 50-60 ms of a phone's main thread
// (Lighthouse's total blocking time) for lists nobody has opened yet. Until then the page shows a
// plain trigger that looks and reads the same; the first press mounts radix, open.
let loadedMenu: SelectMenuComponent | undefined;
let loading: Promise<SelectMenuComponent> | undefined;
const loadSelectMenu = () => (loading ??= import('./SelectMenu.tsx').then((module) => (loadedMenu = module.SelectMenu)));
const LazySelectMenu = lazy(() => loadSelectMenu().then((component) => ({ default: component })));

/** Fetches radix's code once the browser is idle, so that the first press finds it loaded. */
function usePrefetchWhenIdle() {
  useEffect(() => {
    if (loadedMenu) return;
    const idle = window.requestIdleCallback ?? ((work: () => void) => window.setTimeout(work, 1000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void loadSelectMenu(), { timeout: 4000 });
    return () => cancel(handle);
  }, []);
}

/** Keys that open a focused listbox select (as radix's own trigger does; Enter and Space click the button). */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp']);

/** A compact listbox select (radix), keyboard and screen-reader friendly. */
export function Select<V extends string>(props: SelectProps<V>) {
  // radix's component, chosen on the first press and kept: switching from the lazy wrapper to the
  // loaded component later would mount radix again (and open it again).
  const [Menu, setMenu] = useState<SelectMenuComponent | typeof LazySelectMenu | null>(null);
  usePrefetchWhenIdle();
  const open = () => setMenu(() => loadedMenu ?? LazySelectMenu);
  const trigger = (ready: boolean) => (
    <button
      type="button"
      role="combobox"
      aria-label={props.label}
      aria-expanded={false}
      aria-autocomplete="none"
      className={styles.trigger}
      disabled={props.disabled || !ready}
      onPointerEnter={() => void loadSelectMenu()}
      onFocus={() => void loadSelectMenu()}
      onClick={open}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      }}
    >
      <span>{selectedLabel(props.options, props.value)}</span>
      <span className={styles.icon} aria-hidden>
        ▾
      </span>
    </button>
  );
  if (!Menu) return trigger(true);
  // While radix's code is still on its way the trigger waits, disabled; it then opens at once.
  return (
    <Suspense fallback={trigger(false)}>
      <Menu {...(props as unknown as SelectProps<string>)} defaultOpen />
    </Suspense>
  );
}
