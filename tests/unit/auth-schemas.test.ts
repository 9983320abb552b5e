import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/forms/form-state';
import {
  changePasswordSchema,
  loginSchema,
  signupSchema,
  twoFactorCodeSchema,
  twoFactorSignInSchema,
} from '@/lib/schemas/auth';
import { english } from '../setup/english';

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrorsOf>[0] }) =>
  Object.fromEntries(
    Object.entries(result.error ? fieldErrorsOf(result.error) : {}).map(([field, message]) => [
      field,
      english(message),
    ]),
  );

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

  it('logs in with an e-mail address or a mobile number (staff invited by SMS have a password)', () => {
    const login = (email: string) => loginSchema.safeParse({ email, password: 'p' });
    expect(login(' Farmer@Example.IN ').data?.email).toBe('farmer@example.in');
    expect(login('98640 55555').data?.email).toBe('+919864055555');
    expect(login('+91 98640-55555').data?.email).toBe('+919864055555');
    expect(errorsOf(login('12345')).email).toBe('Please enter a 10-digit Indian mobile number (+91 optional)');
    expect(errorsOf(login('farmer@')).email).toBe('Please enter a valid email address.');
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

  it('takes an authenticator code or a backup code at sign-in, but only an app code to confirm enrolment', () => {
    expect(twoFactorSignInSchema.safeParse({ code: ' 123456 ' }).success).toBe(true);
    expect(twoFactorSignInSchema.safeParse({ code: 'aB3dE-9xY7z' }).success).toBe(true);
    for (const code of ['12345', 'aB3dE9xY7z', 'aB3dE-9xY7', "aB3dE-9xY7'", '']) {
      expect(errorsOf(twoFactorSignInSchema.safeParse({ code })).code).toBe(
        'Enter the 6 digits shown in your authenticator app, or one of your backup codes (like abcde-12345).',
      );
    }
    expect(twoFactorCodeSchema.safeParse({ code: 'aB3dE-9xY7z' }).success).toBe(false);
  });

  it('asks for the current password and a new, different one typed twice', () => {
    expect(
      errorsOf(changePasswordSchema.safeParse({ currentPassword: '', newPassword: 'abc', confirmPassword: 'x' })),
    ).toEqual({
      currentPassword: 'Please enter your password.',
      newPassword: 'Password must be at least 6 characters long',
      confirmPassword: 'Passwords do not match',
    });
    expect(
      errorsOf(
        changePasswordSchema.safeParse({
          currentPassword: 'same-one',
          newPassword: 'same-one',
          confirmPassword: 'same-one',
        }),
      ),
    ).toEqual({ newPassword: 'The new password must be different from the current one.' });
    expect(
      changePasswordSchema.safeParse({ currentPassword: 'old-one', newPassword: 'new-one', confirmPassword: 'new-one' })
        .success,
    ).toBe(true);
  });
});
