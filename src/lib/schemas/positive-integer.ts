import { z } from 'zod';

/** A record id or a page number as it arrives (form text, a query parameter): anything that is not a positive whole number is none. */
export const positiveIntegerSchema = z.coerce.number().int().positive();
