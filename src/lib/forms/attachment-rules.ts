/** Spec §9: the 5 MB limit of attachments, enforced (the old site only stated it). */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

/** What the browser may pick (the server decides by content; see sniff-file-type.ts). */
export const CONTACT_FILE_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.doc,.docx,.txt';
export const RESUME_FILE_ACCEPT = '.pdf,.doc,.docx';
