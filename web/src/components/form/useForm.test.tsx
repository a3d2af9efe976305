// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { renderHook } from '../../hooks/renderHook.test-helper.tsx';
import { REGISTRATION_FIELDS, validateRegistration, type RegistrationValues } from '@rules/index.ts';
import { useForm } from './useForm.ts';

const EMPTY = Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, ''])) as RegistrationValues;

describe('useForm', () => {
  it("shows every broken rule of the shared validator and focuses the first broken field in the form's order", async () => {
    const { result } = await renderHook(() => useForm<RegistrationValues>({ initial: EMPTY, validate: validateRegistration, order: REGISTRATION_FIELDS }), undefined);
    const controls = Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, document.body.appendChild(document.createElement('input'))]));
    for (const field of REGISTRATION_FIELDS) result().ref(field)(controls[field]!);

    let valid = true;
    await act(async () => void (valid = result().check()));
    const expected = validateRegistration(EMPTY);
    expect(valid).toBe(false);
    expect(result().errors).toEqual(expected);
    expect(document.activeElement).toBe(controls[REGISTRATION_FIELDS.find((field) => expected[field])!]);
  });

  it('clears a field error when the field changes, and reset starts again without errors', async () => {
    const { result } = await renderHook(() => useForm<RegistrationValues>({ initial: EMPTY, initialErrors: { firstName: 'Wrong', email: 'Also wrong' } }), undefined);
    await act(async () => result().set('firstName', 'Amina'));
    expect(result().values.firstName).toBe('Amina');
    expect(result().errors.firstName).toBeUndefined();
    expect(result().errors.email).toBe('Also wrong');

    await act(async () => result().reset({ ...EMPTY, email: 'a@b.test' }));
    expect(result().values).toEqual({ ...EMPTY, email: 'a@b.test' });
    expect(result().errors).toEqual({});
  });

  it('keeps a normalized value as typed, and names the server error of one field', async () => {
    const { result } = await renderHook(() => useForm<RegistrationValues>({ initial: EMPTY, normalize: (field, text) => (field === 'storeId' ? text.toLowerCase() : text) }), undefined);
    await act(async () => result().change({ target: { name: 'storeId', value: 'Casa-Nova' } } as never));
    expect(result().values.storeId).toBe('casa-nova');
    await act(async () => result().fail('email', 'Email already registered'));
    expect(result().errors.email).toBe('Email already registered');
  });
});
