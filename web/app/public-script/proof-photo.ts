// A proof of payment picked on the guest's status page (issue 54) is made small before it goes:
// a phone's photo of a receipt is several MB, and a village's signal is often weak. The form
// waits for it if "Kirim bukti bayar" is tapped first. Without JavaScript the photo goes as it is
// (the CMS takes it up to PROOF_MAX_BYTES).
import { replaceChosenFile, shrinkPhoto } from '~/lib/photo-shrink.client';
import { PUBLIC_HOOKS } from '~/lib/public-hooks';

function enhance(input: HTMLInputElement) {
  const limitMb = Number(input.getAttribute(PUBLIC_HOOKS.shrinkPhoto));
  let shrinking: Promise<void> | null = null;
  input.addEventListener('change', () => {
    const picked = input.files?.[0];
    if (!picked) return;
    shrinking = shrinkPhoto(picked, limitMb)
      .then(({ file, shrunk }) => {
        if (shrunk && input.files?.[0] === picked) replaceChosenFile(input, file);
      })
      .catch(() => undefined) // the photo goes as it was picked; the CMS judges it
      .finally(() => (shrinking = null));
  });
  input.form?.addEventListener('submit', (event) => {
    if (!shrinking) return;
    event.preventDefault();
    const form = input.form!;
    const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
    void shrinking.then(() => form.requestSubmit(submitter));
  });
}

export function enhanceProofInputs() {
  for (const input of document.querySelectorAll<HTMLInputElement>(`input[type=file][${PUBLIC_HOOKS.shrinkPhoto}]`)) enhance(input);
}
