import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/forms/form-state';
import { loginSchema, signupSchema, twoFactorCodeSchema } from '@/lib/schemas/auth';

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrorsOf>[0] }) =>
  result.error ? fieldErrorsOf(result.error) : {};

describe('auth schemas', () => {
  it('shows every signup message at once, with the spec texts', () => {
    const errors = errorsOf(signupSchema.safeParse({ email: 'x', password: 'abc', confirmPassword: 'abd' }));
    expect(errors).toEqual({
      email: 'Please enter a valid email address.',
      password: 'Password must be at least 6 characters long',
      confirmPassword: 'Passwords do not match',
      terms: 'Please accept the Terms and Conditions and the Privacy Policy.',
    });
  });

  it('accepts a valid signup and lower-cases the e-mail', () => {
    const result = signupSchema.safeParse({
      email: ' Farmer@Example.IN ',
      password: 'secret-pass',
      confirmPassword: 'secret-pass',
      terms: 'on',
    });
    expect(result.success && result.data.email).toBe('farmer@example.in');
  });

  it('refuses oversized and wrongly typed input', () => {
    expect(errorsOf(loginSchema.safeParse({ email: `${'a'.repeat(10_000)}@x.in`, password: 'p' })).email).toBe(
      'Email must be at most 254 characters long.',
    );
    expect(errorsOf(loginSchema.safeParse({ email: ['a@b.in'], password: 5 }))).toEqual({
      email: 'Please enter your email.',
      password: 'Please enter your password.',
    });
    expect(errorsOf(twoFactorCodeSchema.safeParse({ code: '12a456' })).code).toBe(
      'Enter the 6 digits shown in your authenticator app.',
    );
  });
});
