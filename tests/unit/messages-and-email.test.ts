import { describe, expect, it } from 'vitest';
import { translator } from '@/lib/i18n/messages';

const t = translator('en');

import { renderEmail } from '@/server/mail/render-email';

describe('message catalogue', () => {
  it('holds the spec texts', () => {
    expect(t('auth.passwordsDoNotMatch')).toBe('Passwords do not match');
    expect(t('auth.passwordTooShort')).toBe('Password must be at least 6 characters long');
    expect(t('auth.signup.success')).toBe(
      'Account created successfully! Please check your email to verify your account before signing in.',
    );
    expect(t('admin.accessDenied')).toBe('Access Denied: You are not authorized to view this page.');
  });
  it('fills placeholders', () => {
    expect(t('admin.welcome', { email: 'a@b.in' })).toBe('Signed in as a@b.in.');
  });
});

describe('renderEmail', () => {
  it('escapes values in the HTML part and keeps the link in the text part', () => {
    const { text, html } = renderEmail({
      title: 'Hi <b>there</b>',
      paragraphs: ['Use "this" & that'],
      action: { label: 'Open', url: 'https://site.example/x?a=1&b=2' },
      footer: 'Footer',
      siteName: 'Site',
    });
    expect(html).toContain('Hi &lt;b&gt;there&lt;/b&gt;');
    expect(html).toContain('Use &quot;this&quot; &amp; that');
    expect(html).toContain('href="https://site.example/x?a=1&amp;b=2"');
    expect(text).toContain('Open: https://site.example/x?a=1&b=2');
  });
});
