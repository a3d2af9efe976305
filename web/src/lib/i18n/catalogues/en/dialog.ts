// The English messages of the kit's dialog panel (components/ui/DialogPanel.tsx), loaded with the
// panel the first time a dialog opens: no page's first load carries them. See ./index.ts for the rules.
export const dialog = {
  'dialog.close': 'Close',
} as const;
