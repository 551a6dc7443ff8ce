// Tim Admin (issue 23): the village's admin accounts, invited with a one-time temporary
// password that must be changed at the first sign-in, deactivated when someone leaves.
import { z } from 'zod';
import { confirmationMatches, profileSchema, registerSchema } from './schemas.js';
import { SIGN_IN } from './messages.js';

/** One account of `GET /admins`. */
export type AdminAccount = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  instagram: string | null;
  active: boolean;
  must_change_password: boolean;
  last_sign_in_at: string | null;
  created_at: string;
};

export const TEAM = {
  added: (name: string) => `Admin ${name} berhasil ditambahkan!`,
  deactivated: (name: string) => `Admin ${name} dinonaktifkan; semua sesinya berakhir.`,
  activated: (name: string) => `Admin ${name} diaktifkan kembali.`,
  notFound: 'Admin tidak ditemukan',
  emailTaken: 'Email sudah terdaftar!',
  notSelf: 'Anda tidak dapat menonaktifkan akun Anda sendiri.',
  lastAdmin: 'Admin aktif terakhir tidak dapat dinonaktifkan.',
  mustChangePassword: 'Ganti dulu kata sandi sementara Anda.',
  passwordChanged: 'Kata sandi berhasil diganti! Sesi lain akun ini sudah diakhiri.',
  ownPasswordSaved: 'Kata sandi Anda sendiri sudah tersimpan.',
  currentPasswordRequired: 'Kata sandi saat ini wajib diisi',
  currentPasswordWrong: 'Kata sandi saat ini salah',
  samePassword: 'Kata sandi baru harus berbeda dari kata sandi saat ini',
} as const;

/** "Tambah Admin": name, email and WhatsApp, with the profile's rules. */
export const newAdminSchema = z.object({
  name: profileSchema.shape.name,
  email: profileSchema.shape.email,
  phone: profileSchema.shape.phone,
});
export type NewAdminInput = z.output<typeof newAdminSchema>;

/** "Ganti kata sandi": the current password, then a new one with the registration's rules. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.string({ error: TEAM.currentPasswordRequired }).max(200, SIGN_IN.failed),
    ),
    password: registerSchema.shape.password,
    passwordConfirmation: registerSchema.shape.passwordConfirmation,
  })
  .refine(...confirmationMatches)
  .refine((data) => data.password !== data.currentPassword, { path: ['password'], message: TEAM.samePassword });
export type PasswordChangeInput = z.output<typeof passwordChangeSchema>;

/**
 * The first sign-in's page after a temporary password: only the new password twice. Signing in
 * proved the temporary one, so the CMS takes this within TEMPORARY_PASSWORD_PROOF_MINUTES of that
 * sign-in; later it asks for the temporary password again (a `currentPassword` error).
 */
export const newPasswordSchema = z
  .object({ password: registerSchema.shape.password, passwordConfirmation: registerSchema.shape.passwordConfirmation })
  .refine(...confirmationMatches);
export const TEMPORARY_PASSWORD_PROOF_MINUTES = 30;
