import { z } from 'zod';

/** Every failure body the API sends. */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const successOnlySchema = z.object({ success: z.literal(true), message: z.string().optional() });

export const uuidSchema = z.uuid();
