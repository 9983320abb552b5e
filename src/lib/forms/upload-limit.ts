/**
 * Spec §5 and §9: the largest file any form uploads (a picture of a person,
 * product or post, a contact attachment, a résumé), checked in the browser and
 * again by the server. The texts that state it ("less than 5MB", "up to 5 MB")
 * say `{uploadMegabytes}`, filled from here by the message lookup.
 */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const UPLOAD_MAX_MEGABYTES = UPLOAD_MAX_BYTES / (1024 * 1024);

/** The placeholders every text may use without its caller naming them. */
export const TEXT_CONSTANTS = { uploadMegabytes: UPLOAD_MAX_MEGABYTES } as const;
