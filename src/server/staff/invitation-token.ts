import { createHash, randomBytes } from 'node:crypto';

/**
 * An invitation's link carries a one-time token: 128 random bits, URL-safe
 * (22 characters, so the link still fits one SMS). Only its SHA-256 is stored,
 * so someone who reads the database (a backup) cannot accept an invitation.
 */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(16).toString('base64url');
  return { token, hash: invitationTokenHash(token) };
}

export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The page that accepts an invitation (English, as the back office). */
export function invitationUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/invitation/${token}`;
}
