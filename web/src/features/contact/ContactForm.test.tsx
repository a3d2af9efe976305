// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, RecordSource, Store, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import ContactForm from './ContactForm';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const REQUIRED = 'This field is required.';

let container: HTMLDivElement;
let root: Root;
/** The GraphQL server as the form's Relay environment reaches it. */
let server: ReturnType<typeof vi.fn<(request: RequestParameters, variables: Variables) => Promise<GraphQLResponse>>>;

beforeEach(async () => {
  server = vi.fn();
  const environment = new Environment({ network: Network.create((request, variables) => server(request, variables)), store: new Store(new RecordSource()) });
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => {
    root.render(
      <RelayEnvironmentProvider environment={environment}>
        <ContactForm />
      </RelayEnvironmentProvider>,
    );
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

    await submit();

    for (const name of ['name', 'email', 'message', 'userType']) {
      const el = control(name);
      expect(errorOf(el)).toBe(REQUIRED);
      expect(el.getAttribute('aria-invalid')).toBe('true');
    }
    expect(container.textContent?.split(REQUIRED).length).toBe(5);
    expect(server).not.toHaveBeenCalled();
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
    await type(control('name'), 'Amina');
    await type(control('email'), 'amina@example.com');
    await type(control('message'), 'Hello');

    await submit();

    expect(server).not.toHaveBeenCalled();
    expect(errorOf(control('userType'))).toBe(REQUIRED);
    expect(errorOf(control('name'))).toBe('');
  });

  it('sends sendContactMessage, shows a spinner in the disabled button, then Success! and clears the form', async () => {
    let answer: (response: GraphQLResponse) => void = () => {};
    server.mockImplementation(() => new Promise<GraphQLResponse>((resolve) => (answer = resolve)));
    await fillValidForm();

    await submit();

    expect(server).toHaveBeenCalledTimes(1);
    const [request, variables] = server.mock.calls[0]!;
    expect(request.name).toBe('useSendContactMessageMutation');
    // Sent by id: the document itself is persisted at build (relay.config.js).
    expect(request.id).toMatch(/^[0-9a-f]{64}$/);
    expect(request.operationKind).toBe('mutation');
    expect(variables).toEqual({
      input: {
        name: 'Amina Khan',
        email: 'amina@example.com',
        message: 'Is the villa in Dubai Hills still available?',
        userType: 'CUSTOMER',
      },
    });
    expect(submitButton().disabled).toBe(true);
    expect(submitButton().querySelector('[data-testid="contact-spinner"]')).not.toBeNull();

    // A second submit while sending does nothing.
    await submit();
    expect(server).toHaveBeenCalledTimes(1);

    await act(async () => answer({ data: { sendContactMessage: { __typename: 'SendContactMessageSuccess' } } }));
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

  it('shows Oops... on a typed error and keeps what was typed', async () => {
    server.mockResolvedValue({ data: { sendContactMessage: { __typename: 'RateLimitedError', __isError: 'RateLimitedError', message: 'Too many messages' } } });
    await fillValidForm();

    await submit();
    await waitFor(() => dialog() !== null);

    expect(dialog()?.textContent).toContain('Oops...');
    expect(dialog()?.textContent).toContain('Failed to send your message. Please try again!');
    expect(dialog()?.textContent).not.toContain('Success!');
    expect(control<HTMLInputElement>('name').value).toBe('Amina Khan');
    expect(submitButton().disabled).toBe(false);
  });

  it('shows Oops... when the request fails, and the dialog closes with OK', async () => {
    server.mockRejectedValue(new TypeError('Failed to fetch'));
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
