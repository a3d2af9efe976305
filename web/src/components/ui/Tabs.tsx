import type { ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import styles from './Tabs.module.css';
import { usePageDirection } from '../context/locale.tsx';

export interface TabItem {
  value: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  defaultValue: string;
  /** Names the tab list for screen readers. */
  label: string;
}

/** Tabs with arrow-key navigation between triggers (radix roving focus). */
export function Tabs({ items, defaultValue, label }: TabsProps) {
  return (
    <RadixTabs.Root dir={usePageDirection()} defaultValue={defaultValue} className={styles.root}>
      <RadixTabs.List aria-label={label} className={styles.list}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className={styles.trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
