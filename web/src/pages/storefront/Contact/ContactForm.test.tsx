// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import ContactForm from './ContactForm';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const REQUIRED = 'This field is required.';

let container: HTMLDivElement;
let root: Root;

beforeEach(async () => {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => {
    root.render(<ContactForm />);
  });
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function control<T extends HTMLElement>(name: string): T {
  const el = container.querySelector<T>(`[name="${name}"]`);
  if (!el) throw new Error(`no field named ${name}`);
  return el;
}

function labelOf(el: HTMLElement): string {
  const label = container.querySelector(`label[for="${el.id}"]`);
  return label?.textContent ?? '';
}

/** The error text linked to a field through aria-describedby. */
function errorOf(el: HTMLElement): string {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join('');
}

/** Sets a value the way a user does, so React's onChange fires for controlled fields. */
async function type(el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const proto = Object.getPrototypeOf(el) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  await act(async () => {
    setter?.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

function submitButton(): HTMLButtonElement {
  const button = container.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) throw new Error('no submit button');
  return button;
}

async function submit() {
  await act(async () => {
    submitButton().click();
  });
}

async function fillValidForm() {
  await type(control('name'), 'Amina Khan');
  await type(control('email'), 'amina@example.com');
  await type(control('userType'), 'customer');
  await type(control('message'), 'Is the villa in Dubai Hills still available?');
}

async function waitFor(check: () => boolean, tries = 50) {
  for (let i = 0; i < tries; i += 1) {
    if (check()) return;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
  throw new Error('condition not met in time');
}

function dialog(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[role="alertdialog"]');
}

describe('ContactForm', () => {
  it('labels every field and offers Select Type, Vendor and Customer', () => {
    expect(labelOf(control('name'))).toBe('Name');
    expect(labelOf(control('email'))).toBe('Email');
    expect(labelOf(control('message'))).toBe('Message');
    expect(labelOf(control('userType'))).toBe('I am a');
    const options = [...control<HTMLSelectElement>('userType').options].map((o) => [o.value, o.textContent]);
    expect(options).toEqual([
      ['', 'Select Type'],
      ['vendor', 'Vendor'],
      ['customer', 'Customer'],
    ]);
  });

  it('shows the required message under each empty field and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);

    await submit();

    for (const name of ['name', 'email', 'message', 'userType']) {
      const el = control(name);
      expect(errorOf(el)).toBe(REQUIRED);
      expect(el.getAttribute('aria-invalid')).toBe('true');
    }
    expect(container.textContent?.split(REQUIRED).length).toBe(5);
    expect(fetchMock).not.toHaveBeenCalled();
    // Focus moves to the first invalid field; errors are announced politely.
    expect(document.activeElement).toBe(control('name'));
    expect(document.getElementById(control('name').getAttribute('aria-describedby')!)?.getAttribute('aria-live')).toBe('polite');
  });

  it('clears the error of a field as soon as it is edited', async () => {
    await submit();
    await type(control('name'), 'A');

    expect(errorOf(control('name'))).toBe('');
    expect(control('name').hasAttribute('aria-invalid')).toBe(false);
    expect(errorOf(control('email'))).toBe(REQUIRED);
    expect(errorOf(control('message'))).toBe(REQUIRED);
    expect(errorOf(control('userType'))).toBe(REQUIRED);
  });

  it('does not send while another field is still empty', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await type(control('name'), 'Amina');
    await type(control('email'), 'amina@example.com');
    await type(control('message'), 'Hello');

    await submit();

    expect(fetchMock).not.toHaveBeenCalled();
    expect(errorOf(control('userType'))).toBe(REQUIRED);
    expect(errorOf(control('name'))).toBe('');
  });

  it('posts JSON, shows a spinner in the disabled button, then Success! and clears the form', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    await fillValidForm();

    await submit();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/send-email');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Amina Khan',
      email: 'amina@example.com',
      message: 'Is the villa in Dubai Hills still available?',
      userType: 'customer',
    });
    expect(submitButton().disabled).toBe(true);
    expect(submitButton().querySelector('[data-testid="contact-spinner"]')).not.toBeNull();

    // A second submit while sending does nothing.
    await submit();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => answer(new Response('{"message":"sent"}', { status: 200 })));
    await waitFor(() => dialog() !== null);

    expect(dialog()?.textContent).toContain('Success!');
    expect(dialog()?.textContent).toContain('Your message has been sent successfully!');
    expect(control<HTMLInputElement>('name').value).toBe('');
    expect(control<HTMLInputElement>('email').value).toBe('');
    expect(control<HTMLTextAreaElement>('message').value).toBe('');
    expect(control<HTMLSelectElement>('userType').value).toBe('');
    expect(submitButton().disabled).toBe(false);
    expect(submitButton().querySelector('[data-testid="contact-spinner"]')).toBeNull();
  });

  it('shows Oops... on a non-OK answer and keeps what was typed', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"down"}', { status: 500 })));
    await fillValidForm();

    await submit();
    await waitFor(() => dialog() !== null);

    expect(dialog()?.textContent).toContain('Oops...');
    expect(dialog()?.textContent).toContain('Failed to send your message. Please try again!');
    expect(dialog()?.textContent).not.toContain('Success!');
    expect(control<HTMLInputElement>('name').value).toBe('Amina Khan');
    expect(submitButton().disabled).toBe(false);
  });

  it('shows Oops... when the network fails, and the dialog closes with OK', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await fillValidForm();

    await submit();
    await waitFor(() => dialog() !== null);

    expect(dialog()?.textContent).toContain('Oops...');
    expect(dialog()?.textContent).toContain('Failed to send your message. Please try again!');

    const ok = [...dialog()!.querySelectorAll('button')].find((b) => b.textContent === 'OK');
    await waitFor(() => document.activeElement === ok);
    await act(async () => ok?.click());
    await waitFor(() => dialog() === null);
  });
});
