/**
 * What the browser may pick (the server decides by content; see sniff-file-type.ts).
 * Spec §9's size limit is the one of every upload (upload-limit.ts), enforced (the old site only stated it).
 */
export const CONTACT_FILE_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.doc,.docx,.txt';
export const RESUME_FILE_ACCEPT = '.pdf,.doc,.docx';
