import { z } from 'zod/mini';

/** One field's refusal: `field` is the dotted path of the input (`email`, `familyDetails.0.name`). */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type ApiFieldError = z.infer<typeof fieldErrorSchema>;

/**
 * Every failure body the API sends. A 400 from validation also carries `errors[]`, one message per
 * field, which the forms show under their fields (`message` is the first of them).
 */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.optional(z.string()),
  errors: z.optional(z.array(fieldErrorSchema)),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const successOnlySchema = z.object({ success: z.literal(true), message: z.optional(z.string()) });

export const uuidSchema = z.uuid();
