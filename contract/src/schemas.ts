// One schema per entity, used by the admin forms (conform), the web actions and the
// CMS's /api/v1. They parse the wire format: strings from forms and multipart,
// comma-joined lists, or plain JSON values.
import { z } from 'zod';
import { DAY_NAMES, OPTION_CATEGORIES, instagramHandle, sortDays, todayInJakarta, trimBlank } from './format.js';
import {
  calendarDay,
  email,
  hoursMinutes,
  list,
  money,
  multilineText,
  optionalMoney,
  optionalGoogleMapsUrl,
  optionalUrl,
  text,
  visibleText,
} from './fields.js';
import {
  ARTICLE,
  EVENT,
  GALLERY,
  OPTION,
  PACKAGE,
  PRICE,
  PROFILE,
  REGISTER,
  SIGN_IN,
  TITLE,
  TOUR,
  VILLAGE,
} from './messages.js';

const title = text(TITLE, 3, 100);
const optionName = z.string().transform(trimBlank).pipe(z.string().min(1).max(100));

export const tourSchema = z
  .object({
    title,
    about: text({ required: TOUR.aboutRequired, min: TOUR.aboutMin, max: TOUR.aboutMax }, 3, 5000),
    operational: list(z.enum(DAY_NAMES, { error: TOUR.operationalInvalid }), {
      required: TOUR.operationalMin,
      min: TOUR.operationalMin,
    }).transform(sortDays),
    location: text(
      { required: TOUR.locationRequired, min: TOUR.locationMin, max: TOUR.locationMax },
      3,
      200,
    ),
    start: hoursMinutes(TOUR.startRequired, TOUR.startFormat),
    end: hoursMinutes(TOUR.endRequired, TOUR.endFormat),
    facility: list(optionName, { required: TOUR.facilityMin, min: TOUR.facilityMin }),
    maps: optionalUrl({ invalid: TOUR.mapsInvalid, max: TOUR.mapsMax }),
    price: money({ min: 10000, minMessage: PRICE.min10000, negativeMessage: PRICE.negative }),
  })
  .refine((tour) => tour.end > tour.start, { path: ['end'], message: TOUR.endAfterStart });

export const packageSchema = z.object({
  title,
  price: money({ min: 10000, minMessage: PRICE.min10000 }),
  benefit: list(optionName, { required: PACKAGE.benefitRequired, min: PACKAGE.benefitMin }),
});

export type EventDateRule = {
  /** Today in Jakarta, 'YYYY-MM-DD'; defaults to the real today. */
  today?: string;
  /** On update: the stored date, which may stay even once it has passed. */
  keepDate?: string;
};

export function eventSchema(rule: EventDateRule = {}) {
  const today = rule.today ?? todayInJakarta();
  return z.object({
    title,
    description: text(
      { required: EVENT.descriptionRequired, min: EVENT.descriptionMin, max: EVENT.descriptionMax },
      3,
      5000,
    ),
    date: calendarDay(EVENT.dateRule, EVENT.dateInvalid).refine(
      (day) => day === rule.keepDate || day >= today,
      EVENT.dateRule,
    ),
    time: hoursMinutes(EVENT.timeRequired, EVENT.timeFormat),
    place: text({ required: EVENT.placeRequired, min: EVENT.placeMin, max: EVENT.placeMax }, 3, 200),
    price: optionalMoney({ min: 0, minMessage: PRICE.min0 }),
  });
}

export const articleSchema = z.object({
  title,
  content: z.preprocess(
    (value) => (typeof value === 'string' && visibleText(value) === '' ? undefined : value),
    z
      .string({ error: ARTICLE.contentRequired })
      .max(100_000, ARTICLE.contentMax)
      .refine((html) => visibleText(html).length >= 3, ARTICLE.contentMin),
  ),
  writer: text(
    { required: ARTICLE.writerRequired, min: ARTICLE.writerMin, max: ARTICLE.writerMax },
    3,
    100,
  ),
});

export const gallerySchema = z.object({
  title,
  caption: text(
    { required: GALLERY.captionRequired, min: GALLERY.captionMin, max: GALLERY.captionMax },
    3,
    50,
  ),
});

export const settingSchema = z.object({
  name: text(TITLE, 3, 100).refine((name) => !name.includes(','), OPTION.noComma),
  category: text(
    { required: OPTION.categoryRequired, min: OPTION.categoryMin, max: OPTION.categoryMax },
    3,
    50,
  ).pipe(z.enum(OPTION_CATEGORIES, { error: OPTION.categoryInvalid })),
});

export const profileSchema = z.object({
  name: text({ required: PROFILE.nameRequired, min: PROFILE.nameMin, max: PROFILE.nameMax }, 3, 50),
  phone: text({ required: PROFILE.phoneRequired, min: PROFILE.phoneMin, max: PROFILE.phoneMax }, 10, 15)
    .pipe(z.string().regex(/^\+?[0-9][0-9 -]*$/, PROFILE.phoneFormat)),
  instagram: z.preprocess(
    (value) => (typeof value === 'string' ? instagramHandle(value) || undefined : value),
    z
      .string({ error: PROFILE.instagramRequired })
      .regex(/^[A-Za-z0-9._]{1,30}$/, PROFILE.instagramFormat),
  ),
  email: email({ required: PROFILE.emailRequired, invalid: PROFILE.emailInvalid }),
});

/** The village's own details (Profil Desa); the two images travel beside it as files. */
export const villageSchema = z.object({
  name: text({ required: VILLAGE.nameRequired, min: VILLAGE.nameMin, max: VILLAGE.nameMax }, 3, 100),
  tagline: text({ required: VILLAGE.taglineRequired, min: VILLAGE.taglineMin, max: VILLAGE.taglineMax }, 3, 200),
  about: multilineText({ required: VILLAGE.aboutRequired, min: VILLAGE.aboutMin, max: VILLAGE.aboutMax }, 3, 5000),
  address: text({ required: VILLAGE.addressRequired, min: VILLAGE.addressMin, max: VILLAGE.addressMax }, 3, 300),
  email: email({ required: VILLAGE.emailRequired, invalid: VILLAGE.emailInvalid }),
  maps: optionalGoogleMapsUrl({ invalid: VILLAGE.mapsInvalid, max: VILLAGE.mapsMax }),
});

/** The village's image fields, as the API and the form name them. */
export const VILLAGE_IMAGES = ['hero_image', 'about_image'] as const;

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
  .refine((data) => data.password === data.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: REGISTER.confirmationMismatch,
  });

export type TourInput = z.output<typeof tourSchema>;
export type PackageInput = z.output<typeof packageSchema>;
export type EventInput = z.output<ReturnType<typeof eventSchema>>;
export type ArticleInput = z.output<typeof articleSchema>;
export type GalleryInput = z.output<typeof gallerySchema>;
export type SettingInput = z.output<typeof settingSchema>;
export type ProfileInput = z.output<typeof profileSchema>;
export type VillageInput = z.output<typeof villageSchema>;

/** Zod issues → `{ field: [messages] }`, the `errors` of an API 400. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '_form';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
