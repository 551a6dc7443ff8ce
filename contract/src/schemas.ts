// The schemas of the signed-in side (the admin's own account, signing in, registering), used by
// the admin forms (conform), the web actions and the CMS's /api/v1, and `fieldErrors`. Each
// content type's schema lives in its module (`types/<kind>.ts`).
import { z } from 'zod';
import { instagramHandle } from './format.js';
import { email, phoneNumber, text } from './fields.js';
import { PROFILE, REGISTER, SIGN_IN } from './messages.js';

export const profileSchema = z.object({
  name: text({ required: PROFILE.nameRequired, min: PROFILE.nameMin, max: PROFILE.nameMax }, 3, 50),
  phone: phoneNumber({ required: PROFILE.phoneRequired, min: PROFILE.phoneMin, max: PROFILE.phoneMax, format: PROFILE.phoneFormat }),
  instagram: z.preprocess(
    (value) => (typeof value === 'string' ? instagramHandle(value) || undefined : value),
    z
      .string({ error: PROFILE.instagramRequired })
      .regex(/^[A-Za-z0-9._]{1,30}$/, PROFILE.instagramFormat),
  ),
  email: email({ required: PROFILE.emailRequired, invalid: PROFILE.emailInvalid }),
});

export const signInSchema = z.object({
  email: email({ required: SIGN_IN.emailRequired, invalid: SIGN_IN.emailInvalid }),
  password: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string({ error: SIGN_IN.passwordRequired }).max(200, SIGN_IN.failed),
  ),
});

function password(messages: { required: string; min: string; composition: string }) {
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string({ error: messages.required })
      .min(8, messages.min)
      .max(200, messages.min)
      .regex(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, messages.composition),
  );
}

/** A new password's confirmation must be the password: the one check of every password form. */
export const confirmationMatches: [check: (data: { password: string; passwordConfirmation: string }) => boolean, where: { path: string[]; message: string }] = [
  (data) => data.password === data.passwordConfirmation,
  { path: ['passwordConfirmation'], message: REGISTER.confirmationMismatch },
];

export const registerSchema = z
  .object({
    name: text({ required: REGISTER.nameRequired, min: REGISTER.nameMin, max: PROFILE.nameMax }, 3, 50),
    email: email({ required: SIGN_IN.emailRequired, invalid: SIGN_IN.emailInvalid }),
    password: password({
      required: SIGN_IN.passwordRequired,
      min: REGISTER.passwordMin,
      composition: REGISTER.passwordComposition,
    }),
    passwordConfirmation: password({
      required: REGISTER.confirmationRequired,
      min: REGISTER.confirmationMin,
      composition: REGISTER.confirmationComposition,
    }),
  })
  .refine(...confirmationMatches);

export type ProfileInput = z.output<typeof profileSchema>;

/** Zod issues → `{ field: [messages] }`, the `errors` of an API 400. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '_form';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
