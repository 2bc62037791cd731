import { z } from 'zod';

/** The body of every non-2xx answer of the API. */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  /** Field name -> Russian message, on 400 validation errors. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
