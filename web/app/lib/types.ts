// The /api/v1 records as the web app reads them (see ../shared/api-v1.md).
export type Timestamps = { created_at: string; updated_at: string; createdAt: string; updatedAt: string };

/** Responsive variants, present when a read asks `?with=formats`. */
export type ImageVariant = { url: string; width: number | null; height: number | null; srcset: string } | null;

export type Tour = Timestamps & {
  id: string;
  title: string;
  about: string;
  location: string;
  operational: string;
  start: string;
  end: string;
  facility: string;
  maps: string | null;
  price: number;
  thumbnail: string | null;
  images?: { thumbnail: ImageVariant };
};

export type TourPackage = Timestamps & {
  id: string;
  title: string;
  price: number;
  benefit: string;
  thumbnail: string | null;
  images?: { thumbnail: ImageVariant };
};

export type VillageEvent = Timestamps & {
  id: string;
  title: string;
  description: string;
  date: string;
  time: string;
  place: string;
  price: number;
  thumbnail: string | null;
  images?: { thumbnail: ImageVariant };
};

export type Article = Timestamps & {
  id: string;
  title: string;
  content: string;
  writer: string;
  thumbnail: string | null;
  images?: { thumbnail: ImageVariant };
};

export type GalleryPhoto = Timestamps & {
  id: string;
  title: string;
  caption: string;
  image: string | null;
  images?: { image: ImageVariant };
};

export type Setting = Timestamps & { id: string; name: string; category: 'Benefit' | 'Fasilitas' };

export type User = Timestamps & {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  instagram: string | null;
  role: 'ADMIN' | 'USER';
  image_url: string | null;
  imageUrl: string | null;
};

export type Contact = { id: string; name: string; phone: string | null; instagram: string | null };

export type Site = {
  name: string;
  tagline: string;
  about: string;
  address: string;
  email: string;
  maps: string | null;
  hero_image: string | null;
  about_image: string | null;
  /** The CMS's image upload limit (MAX_UPLOAD_MB). */
  upload_limit_mb?: number;
  images?: { hero_image: ImageVariant; about_image: ImageVariant };
};

export type List<T> = {
  data: T[];
  total: number;
  current_page: number;
  last_page: number;
  per_page: number;
  from: number | null;
  to: number | null;
};

export type ApiError = { message: string; errors?: Record<string, string[]> };
