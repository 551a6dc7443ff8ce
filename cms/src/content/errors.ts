// The domain's failures, in its own words; the HTTP plugin answers each with its status
// (`answerErrors` in plugins/v1/server/index.ts). The domain knows no HTTP.
import type { z } from 'zod';
import { API, fieldErrors } from '@desa/contract';

/**
 * What went wrong: input refused, a record not there, a state that forbids it, a file too large,
 * someone else's record, a message whose signature is wrong, a service of someone else's not answering.
 */
export type ContentFailure = 'invalid' | 'not-found' | 'conflict' | 'too-large' | 'forbidden' | 'unsigned' | 'unavailable';

/** An expected failure with an Indonesian message (and, when invalid, the fields' messages). */
export class ContentError extends Error {
  constructor(
    public failure: ContentFailure,
    message: string,
    public errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export function invalid(errors: Record<string, string[]>): ContentError {
  return new ContentError('invalid', API.validationFailed, errors);
}

export function mergeErrors(...all: Array<Record<string, string[]> | undefined>) {
  const merged: Record<string, string[]> = {};
  for (const errors of all) {
    for (const [field, messages] of Object.entries(errors ?? {})) {
      (merged[field] ??= []).push(...messages);
    }
  }
  return merged;
}

/** Parses with a shared schema; collects field errors instead of throwing. */
export function check<S extends z.ZodType>(schema: S, input: unknown) {
  const result = schema.safeParse(input);
  return result.success
    ? { data: result.data as z.output<S>, errors: undefined }
    : { data: undefined, errors: fieldErrors(result.error) };
}

/** A file sent with a write, waiting in the upload temp folder. */
export type UploadedFile = {
  filepath: string;
  size: number;
  mimetype?: string | null;
  originalFilename?: string | null;
};
