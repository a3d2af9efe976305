// The admin pages' lists that are plain root fields (promoCodes, apiKeys, synonymGroups), kept in
// step with a mutation's answer in the Relay store: one place for how a record joins or leaves one.
import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';

/** Puts `record` first (or last) in the root field `field`'s list. */
export function addToRootList(store: RecordSourceSelectorProxy, field: string, record: RecordProxy | null | undefined, at: 'start' | 'end') {
  if (!record) return;
  const root = store.getRoot();
  const list = root.getLinkedRecords(field) ?? [];
  root.setLinkedRecords(at === 'start' ? [record, ...list] : [...list, record], field);
}

/** Takes the record with this id out of the root field `field`'s list. */
export function removeFromRootList(store: RecordSourceSelectorProxy, field: string, id: string) {
  const root = store.getRoot();
  root.setLinkedRecords((root.getLinkedRecords(field) ?? []).filter((r) => r && r.getDataID() !== id), field);
}
