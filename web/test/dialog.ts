import { act } from 'react';

/**
 * The open dialog, once its lazily loaded body (components/ui/DialogPanel.tsx) has rendered: a
 * dialog's radix code loads on first open. A confirmation (components/ui/ConfirmDialog.tsx) is an
 * `alertdialog`. Each wait is its own act(), so React commits between them.
 */
export async function waitForDialog(timeoutMs = 15_000): Promise<HTMLElement> {
  const started = Date.now();
  for (;;) {
    const dialog = document.body.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]');
    if (dialog) return dialog;
    if (Date.now() - started > timeoutMs) throw new Error('No dialog opened');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}
