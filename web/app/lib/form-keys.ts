// Which admin form an action's reply belongs to, shared by the forms and the actions.

/** The intent of an English tab's form: saves the record's English version (`?locale=en`). */
export const TRANSLATE_INTENT = 'translate';

/** 'baru', 'ubah:<id>' or, for the English tab, 'inggris:<id>'. */
export function formKeyOf(intent: string, id?: string | null) {
  if (intent === TRANSLATE_INTENT) return `inggris:${id}`;
  return intent === 'update' ? `ubah:${id}` : 'baru';
}

/** "Ganti kata sandi" (the profile's card and the first sign-in's page): its intent and its form. */
export const PASSWORD_INTENT = 'password';
export const PASSWORD_FORM_KEY = 'kata-sandi';
