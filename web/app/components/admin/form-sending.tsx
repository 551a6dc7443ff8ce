// What a form of the back office shows and carries while it is being saved: which form that is,
// the percent of its upload, and the token that makes a retry the same submission
// (lib/form-sending.ts).
import { useActionData, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { isConnectionLost, useUploadPercent } from '~/lib/form-sending';
import { SUBMISSION_FIELD, newSubmissionToken } from '~/lib/submission-token';

/**
 * The submission token: kept across a save the network cut off (its retry is the same
 * submission), new after any save that got an answer.
 */
export function SubmissionToken() {
  const { state } = useNavigation();
  const actionData = useActionData();
  const [token, setToken] = useState('');
  const sent = useRef(false);
  useEffect(() => {
    if (state !== 'idle') {
      sent.current = true;
      return;
    }
    if (!token || (sent.current && !isConnectionLost(actionData))) setToken(newSubmissionToken());
    sent.current = false;
  }, [state, token, actionData]);
  return <input type="hidden" name={SUBMISSION_FIELD} value={token} />;
}

/** The percent sent while a form with a file is saved (JavaScript only). */
export function UploadProgress({ className }: { className?: string }) {
  const percent = useUploadPercent();
  if (percent === null) return null;
  return (
    <div className={className}>
      <div className="mb-1 flex justify-between text-sm text-slate-700 dark:text-slate-300">
        <span id="unggah-label">Mengunggah gambar…</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <progress
        aria-labelledby="unggah-label"
        max={100}
        value={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200 accent-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700 dark:[&::-webkit-progress-bar]:bg-slate-700 dark:[&::-webkit-progress-value]:bg-brand-500"
      />
    </div>
  );
}

/** Which form is being sent right now, if any: 'create', 'update:<id>', 'delete:<id>'. */
export function usePendingIntent(): string | null {
  const navigation = useNavigation();
  if (navigation.state !== 'submitting' || !navigation.formData) return null;
  const intent = String(navigation.formData.get('intent') ?? '');
  const id = navigation.formData.get('id');
  return id ? `${intent}:${id}` : intent;
}
