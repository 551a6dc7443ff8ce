// The hidden field that makes a retry of one form the same submission (sent once by the
// server: submissions.server.ts).
export const SUBMISSION_FIELD = '_kirim';

/** A fresh token for one form; its retries send the same one. */
export function newSubmissionToken(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
