// "Ganti kata sandi" (issue 23), the one action of both its forms: the card of /admin/profile
// and the page an invited admin meets at the first sign-in (routes/admin_.kata-sandi-baru.tsx).
// Checked with the contract's schema (as the browser did), then sent to the CMS, which checks the
// current password and ends the account's other sessions; this session stays.
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from '@remix-run/node';
import { TEAM, UI, newPasswordSchema, passwordChangeSchema, type PasswordChangeInput } from '@desa/contract';
import { backWithToast, type FormReply } from './admin-actions.server';
import { CmsError, cms } from './cms.server';
import { PASSWORD_FORM_KEY } from './form-keys';
import { SUBMISSION_FIELD } from './submission-token';
import { sendOnce } from './submissions.server';
import { redirectWithToast, toastHeader, type Toast } from './toast.server';

/** Passwords never travel back to the page in a reply. */
const HIDDEN: Array<keyof PasswordChangeInput> = ['currentPassword', 'password', 'passwordConfirmation'];

type PasswordChange = {
  request: Request;
  formData: FormData;
  token: string;
  /** Where to go once it is changed; without it the same page answers, its form emptied, with the toast. */
  redirectTo?: string;
  /** The toast there instead of the CMS's message (the first sign-in's welcome). */
  successToast?: Pick<Toast, 'message' | 'description'>;
};

export async function changePassword({ request, formData, token, redirectTo, successToast }: PasswordChange) {
  // The first sign-in's page may leave the temporary password out: the CMS says when it wants it.
  const schema = formData.has('currentPassword') ? passwordChangeSchema : newPasswordSchema;
  const submission = parseWithZod(formData, { schema, disableAutoCoercion: true });
  if (submission.status !== 'success') {
    return data<FormReply>({ formKey: PASSWORD_FORM_KEY, result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 });
  }
  const submissionToken = formData.get(SUBMISSION_FIELD);
  let message: string = TEAM.passwordChanged;
  try {
    // A retry of a change whose answer was lost is the same change, not a second one (whose
    // "current" password would then be wrong).
    const answer = (await sendOnce(typeof submissionToken === 'string' && submissionToken ? `${PASSWORD_FORM_KEY}:${submissionToken}` : null, () =>
      cms<{ message?: string }>('/auth/password', { method: 'POST', token, body: submission.value }),
    )) as { message?: string };
    if (answer?.message) message = answer.message;
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    if (error.status === 400 && error.errors && Object.keys(error.errors).length) {
      const { _form: formErrors, ...fieldErrors } = error.errors;
      return data<FormReply>(
        { formKey: PASSWORD_FORM_KEY, result: submission.reply({ fieldErrors, formErrors, hideFields: HIDDEN }) },
        { status: 400 },
      );
    }
    return backWithToast(request, { type: 'error', message: error.message || UI.saveFailed });
  }
  const toast = { type: 'success', message, ...successToast } as const;
  if (redirectTo) return redirectWithToast(redirectTo, toast);
  return data<FormReply>(
    { formKey: PASSWORD_FORM_KEY, result: submission.reply({ resetForm: true, hideFields: HIDDEN }) },
    { headers: { 'Set-Cookie': await toastHeader(toast) } },
  );
}
