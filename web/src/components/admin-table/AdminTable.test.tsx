// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AdminTable } from './AdminTable.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
const container = document.createElement('div');

async function render(rows: Array<{ id: string; code: string }>) {
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <AdminTable
        columns={['Code', 'Status']}
        rows={rows}
        label="Promo codes"
        empty="No promo codes yet."
        renderRow={(row) => (
          <tr key={row.id}>
            <td>{row.code}</td>
            <td>Active</td>
            <td>
              <button type="button">Delete</button>
            </td>
          </tr>
        )}
      />,
    ),
  );
}

afterEach(async () => {
  await act(async () => root?.unmount());
});

describe('AdminTable', () => {
  it('says the empty text instead of an empty table', async () => {
    await render([]);
    expect(container.querySelector('table')).toBeNull();
    expect(container.textContent).toBe('No promo codes yet.');
  });

  it('heads the columns, names the actions column for screen readers only, and renders one row each', async () => {
    await render([
      { id: '1', code: 'SUMMER10' },
      { id: '2', code: 'WINTER5' },
    ]);
    const table = container.querySelector('table')!;
    expect(table.getAttribute('aria-label')).toBe('Promo codes');
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Code', 'Status', 'Actions']);
    expect(table.querySelector('thead th:last-child span')?.className).toBe('visually-hidden');
    expect([...table.querySelectorAll('tbody tr td:first-child')].map((td) => td.textContent)).toEqual(['SUMMER10', 'WINTER5']);
  });
});
