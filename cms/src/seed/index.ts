// Fills an empty database with the demo village. Never touches one that has content;
// `npm run seed:reset` empties the content on purpose first.
import type { Core } from '@strapi/strapi';
import { promises as fs } from 'fs';
import os from 'os';
import path from 'path';
import type { UID } from '@strapi/strapi';
import { ENV_DEFAULTS, VILLAGE_PROFILE, addDays, todayInJakarta } from '@desa/contract';
import * as demo from './demo-content';
import type { ImageSpec } from './demo-content';
import { seedEnglishVersions } from './english';
import { seedReviews } from './reviews';
import { demoPicture } from './picture-cache';
import { env } from '../env';
import { publishAllDrafts } from '../content/publishing';
import { ACTIVITY_UID } from '../content/activity';
import { STATS_UIDS } from '../content/visit-stats';
import { TRASH_UID } from '../content/trash';
import { BOOKING_UID } from '../content/bookings';
import { REVIEW_UID } from '../content/reviews';
import { RESOURCES, documentData, documentInput, type DocumentData, type Resource } from '../content/resources';
import { FILE_UID, ROLE_UID, USER_UID } from '../content/uids';

type Log = (message: string) => void;

const CONTENT_UIDS = Object.values(RESOURCES).map((resource) => resource.uid);

export async function hasContent(strapi: Core.Strapi): Promise<boolean> {
  const counts = await Promise.all([
    ...CONTENT_UIDS.map((uid) => strapi.db.query(uid).count()),
    strapi.db.query(USER_UID).count(),
    strapi.db.query(VILLAGE_PROFILE.uid).count(),
  ]);
  return counts.some((count) => count > 0);
}

export async function hasUsers(strapi: Core.Strapi): Promise<boolean> {
  return (await strapi.db.query(USER_UID).count()) > 0;
}

export function adminCredentials() {
  const email = env.ADMIN_EMAIL;
  const password = env.ADMIN_PASSWORD;
  if (email && password) return { email: email.toLowerCase(), password, isDefault: false };
  if (env.NODE_ENV === 'production') {
    throw new Error('ADMIN_EMAIL dan ADMIN_PASSWORD wajib diisi di produksi untuk membuat admin desa pertama.');
  }
  return { email: ENV_DEFAULTS.DEV_ADMIN_EMAIL, password: ENV_DEFAULTS.DEV_ADMIN_PASSWORD, isDefault: true };
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** `title` is the image's alternative text and caption; `fileName` tells apart the photos of one record. */
async function uploadImage(strapi: Core.Strapi, spec: ImageSpec, title: string, fileName = title) {
  const buffer = await demoPicture(spec, strapi.dirs.app.root);
  const name = slug(fileName) || 'foto';
  const filepath = path.join(os.tmpdir(), `seed-${process.pid}-${spec.scene}-${spec.seed}.jpg`);
  await fs.writeFile(filepath, buffer);
  try {
    const [file] = await strapi.plugin('upload').service('upload').upload({
      data: { fileInfo: { name: `${name}.jpg`, alternativeText: title, caption: title } },
      files: { filepath, originalFilename: `${name}.jpg`, mimetype: 'image/jpeg', size: buffer.length },
    });
    return file.id as number;
  } finally {
    await fs.rm(filepath, { force: true });
  }
}

export async function createAdmin(strapi: Core.Strapi) {
  const { email, password } = adminCredentials();
  const role = await strapi.db.query(ROLE_UID).findOne({ where: { type: 'admin' } });
  await strapi.plugin('users-permissions').service('user').add({
    username: email,
    email,
    password,
    provider: 'local',
    confirmed: true,
    blocked: false,
    role: role.id,
    ...demo.adminProfile,
  });
}

/**
 * Writes a record the way POST /api/v1 does: through its resource's mapping (wire fields →
 * Strapi data), with the relation and image ids beside it.
 */
async function createRecord<TUid extends UID.ContentType, TInput>(
  strapi: Core.Strapi,
  resource: Resource<TUid, TInput>,
  input: TInput,
  links: DocumentData<TUid> = {},
) {
  return strapi.documents(resource.uid).create({ data: documentInput<TUid>({ ...documentData(resource, input), ...links }) });
}

export async function seedDemoVillage(strapi: Core.Strapi, log: Log = () => {}) {
  const started = Date.now();
  const photoCount = [...demo.homestays, ...demo.products].reduce((count, record) => count + record.photos.length, 0);
  const total = 2 + demo.tours.length + demo.packages.length + demo.events.length + demo.articles.length + demo.gallery.length + demo.amenities.length + photoCount;
  let done = 0;
  const image = async (spec: ImageSpec, name: string, fileName?: string) => {
    const id = await uploadImage(strapi, spec, name, fileName);
    done += 1;
    if (done % 6 === 0 || done === total) log(`  foto demo ${done}/${total}`);
    return id;
  };
  /** A record's photos, uploaded in order. */
  const photos = async (specs: ImageSpec[], title: string) => {
    const ids: number[] = [];
    for (const [index, spec] of specs.entries()) ids.push(await image(spec, title, `${title} ${index + 1}`));
    return ids;
  };

  const optionIds = new Map<string, string>();
  for (const option of demo.options) {
    const created = await createRecord(strapi, RESOURCES.setting, option);
    optionIds.set(`${option.category}:${option.name}`, created.documentId);
  }
  const optionIdOf = (category: string, name: string) => optionIds.get(`${category}:${name}`)!;
  const optionsOf = (category: string, names: string[]) => names.map((name) => optionIdOf(category, name));

  await strapi.documents(VILLAGE_PROFILE.uid).create({
    data: {
      ...demo.village,
      hero_image: await image(demo.siteImages.hero, demo.village.name),
      about_image: await image(demo.siteImages.about, `Tentang ${demo.village.name}`),
    },
  });

  // Oldest first, so the list order ("newest first") matches the order written here.
  for (const tour of [...demo.tours].reverse()) {
    await createRecord(strapi, RESOURCES.tour, { ...tour, facility: tour.facilities }, {
      facilities: optionsOf('Fasilitas', tour.facilities),
      thumbnail: await image(tour.image, tour.title),
    });
  }
  for (const pkg of [...demo.packages].reverse()) {
    await createRecord(strapi, RESOURCES.package, { ...pkg, benefit: pkg.benefits }, {
      benefits: optionsOf('Benefit', pkg.benefits),
      thumbnail: await image(pkg.image, pkg.title),
    });
  }
  for (const homestay of [...demo.homestays].reverse()) {
    await createRecord(strapi, RESOURCES.homestay, { ...homestay, facility: homestay.facilities }, {
      facilities: optionsOf('Fasilitas Penginapan', homestay.facilities),
      photos: await photos(homestay.photos, homestay.title),
    });
  }
  for (const product of [...demo.products].reverse()) {
    await createRecord(strapi, RESOURCES.product, product, {
      category: optionIdOf('Kategori Produk', product.category),
      photos: await photos(product.photos, product.title),
    });
  }
  for (const amenity of demo.amenities) {
    await createRecord(strapi, RESOURCES.amenity, amenity, {
      kind: optionIdOf('Jenis Fasilitas Umum', amenity.kind),
      thumbnail: await image(amenity.image, amenity.title),
    });
  }
  const today = todayInJakarta();
  for (const event of demo.events) {
    await createRecord(strapi, RESOURCES.event, { ...event, date: addDays(today, event.dayOffset) }, {
      thumbnail: await image(event.image, event.title),
    });
  }
  for (const article of [...demo.articles].reverse()) {
    // The content rules sanitise the HTML of every article written (content/rules.ts).
    await createRecord(strapi, RESOURCES.article, article, { thumbnail: await image(article.image, article.title) });
  }
  for (const photo of [...demo.gallery].reverse()) {
    await createRecord(strapi, RESOURCES.gallery, photo, { image: await image(photo.image, photo.title) });
  }
  await seedEnglishVersions(strapi);
  await publishAllDrafts(strapi);
  await seedReviews(strapi, demo.reviews);
  log(`Data demo desa selesai diisi dalam ${((Date.now() - started) / 1000).toFixed(1)} detik.`);
}

/** Removes every piece of content, user and uploaded file; the schema stays. */
export async function clearContent(strapi: Core.Strapi) {
  // The trash goes too (its files are removed below), the log of the accounts that go, the visit statistics, and the booking requests and reviews of the records that go.
  for (const uid of [...CONTENT_UIDS, VILLAGE_PROFILE.uid, USER_UID, TRASH_UID, ACTIVITY_UID, BOOKING_UID, REVIEW_UID, ...Object.values(STATS_UIDS)] as const) {
    await strapi.db.query(uid).deleteMany({});
  }
  const files = await strapi.db.query(FILE_UID).findMany({});
  for (const file of files) await strapi.plugin('upload').service('upload').remove(file);
}
