import { describe, expect, it } from 'vitest';

import { registerSchema, signInSchema } from './account';
import { parseWithZod } from './parse';

function errorsOf(schema: typeof registerSchema | typeof signInSchema, fields: object) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
  const submission = parseWithZod(form, { schema });
  return submission.status === 'success' ? null : submission.error;
}

const register = (fields: object) => errorsOf(registerSchema, fields);
const signIn = (fields: object) => errorsOf(signInSchema, fields);

const valid = {
  name: 'Ann Lee',
  email: 'Ann@Example.com',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  website: '',
};

describe('registerSchema', () => {
  it('accepts a full form, trims the name, lower-cases the email and keeps the password as typed', () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      ...valid,
      name: '  Ann Lee ',
      password: ' pass word ',
      confirmPassword: ' pass word ',
    }))
      form.set(name, value);
    const submission = parseWithZod(form, { schema: registerSchema });
    expect(submission.status === 'success' && submission.value).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.com',
      password: ' pass word ',
      confirmPassword: ' pass word ',
    });
  });

  it('answers each missing field with "required"', () => {
    expect(register({ website: '' })).toEqual({
      name: ['required'],
      email: ['required'],
      password: ['required'],
      confirmPassword: ['required'],
    });
  });

  it('refuses a malformed email', () => {
    expect(register({ ...valid, email: 'not-an-email' })).toEqual({ email: ['email'] });
  });

  it('keeps passwords between 8 and 72 characters', () => {
    expect(register({ ...valid, password: 'short', confirmPassword: 'short' })).toEqual({
      password: ['min:8'],
      confirmPassword: ['min:8'],
    });
    const long = 'p'.repeat(73);
    expect(register({ ...valid, password: long, confirmPassword: long })).toEqual({
      password: ['max:72'],
      confirmPassword: ['max:72'],
    });
    for (const ok of ['p'.repeat(8), 'p'.repeat(72), 'パ'.repeat(72)])
      expect(register({ ...valid, password: ok, confirmPassword: ok })).toBeNull();
  });

  it('flags a confirmation that differs from the password, even while other fields are wrong', () => {
    expect(register({ ...valid, confirmPassword: 'correct horsE' })).toEqual({
      confirmPassword: ['mustMatch'],
    });
    expect(register({ password: 'password1', confirmPassword: 'password2' })).toEqual({
      name: ['required'],
      email: ['required'],
      confirmPassword: ['mustMatch'],
    });
  });

  it('caps the name at 80 characters', () => {
    expect(register({ ...valid, name: 'n'.repeat(81) })).toEqual({ name: ['max:80'] });
    expect(register({ ...valid, name: 'n'.repeat(80) })).toBeNull();
  });

  it('refuses a form whose hidden honeypot was filled in', () => {
    expect(register({ ...valid, website: 'https://spam.example' })).toEqual({
      website: ['invalid'],
    });
  });
});

describe('signInSchema', () => {
  it('accepts an email and a password', () => {
    expect(signIn({ email: 'a@example.com', password: 'whatever1' })).toBeNull();
  });

  it('gives the password and email messages of docs/product.md#messages', () => {
    expect(signIn({})).toEqual({ email: ['required'], password: ['required'] });
    expect(signIn({ email: 'nope', password: 'short' })).toEqual({
      email: ['email'],
      password: ['min:8'],
    });
    expect(signIn({ email: 'a@example.com', password: 'p'.repeat(73) })).toEqual({
      password: ['max:72'],
    });
  });
});
