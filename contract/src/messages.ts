// Every sentence a visitor or admin reads that both the CMS and the web app produce.
// Validation messages are word for word from the product spec, section 5.

export const TITLE = {
  required: 'Judul tidak boleh kosong!',
  min: 'Judul minimal harus 3 karakter!',
  max: 'Judul maksimal 100 karakter!',
} as const;

export const PRICE = {
  required: 'Harga tidak boleh kosong!',
  notNumber: 'Harga harus berupa angka!',
  negative: 'Harga tidak boleh negatif!',
  min10000: 'Harga minimal adalah 10000!',
  min0: 'Harga minimal adalah 0!',
  max: 'Harga maksimal adalah 1000000000!',
} as const;

export const IMAGE = {
  thumbnailRequired: 'Thumbnail tidak boleh kosong!',
  photoRequired: 'Foto tidak boleh kosong!',
  unsupported: 'Format gambar tidak didukung',
  tooLarge: (megabytes: number) => `Ukuran gambar maksimal ${megabytes} MB`,
} as const;

export const SIGN_IN = {
  emailRequired: 'Email wajib diisi',
  emailInvalid: 'Format email tidak valid',
  passwordRequired: 'Kata sandi wajib diisi',
  success: 'Berhasil login!',
  failed: 'Login gagal, periksa kembali email dan password',
} as const;

export const REGISTER = {
  nameRequired: 'Nama wajib diisi',
  nameMin: 'Nama minimal terdiri dari 3 karakter',
  passwordMin: 'Kata sandi minimal 8 karakter',
  passwordComposition: 'Kata sandi harus mengandung huruf besar, huruf kecil, dan angka',
  confirmationRequired: 'Konfirmasi kata sandi wajib diisi',
  confirmationMin: 'Konfirmasi kata sandi minimal 8 karakter',
  confirmationComposition:
    'Konfirmasi kata sandi harus mengandung huruf besar, huruf kecil, dan angka',
  confirmationMismatch: 'Konfirmasi kata sandi tidak cocok dengan kata sandi',
} as const;

export const TOUR = {
  aboutRequired: 'Tentang tidak boleh kosong!',
  aboutMin: 'Tentang minimal harus 3 karakter!',
  aboutMax: 'Tentang maksimal 5000 karakter!',
  operationalMin: 'Operasional minimal harus ada 1 untuk dipilih!',
  operationalInvalid: 'Hari operasional harus salah satu dari Senin sampai Minggu!',
  locationRequired: 'Lokasi tidak boleh kosong!',
  locationMin: 'Lokasi minimal harus 3 karakter!',
  locationMax: 'Lokasi maksimal 200 karakter!',
  startRequired: 'Jam mulai tidak boleh kosong!',
  startFormat: 'Format jam mulai harus HH:mm (contoh: 08:00)',
  endRequired: 'Jam selesai tidak boleh kosong!',
  endFormat: 'Format jam selesai harus HH:mm (contoh: 17:00)',
  endAfterStart: 'Jam selesai harus lebih besar dari jam mulai!',
  facilityMin: 'Fasilitas minimal harus ada 1 untuk dipilih!',
  mapsMax: 'Link peta maksimal 2000 karakter!',
  mapsInvalid: 'Link peta harus berupa URL http(s) yang valid!',
} as const;

export const PACKAGE = {
  benefitRequired: 'Benefit tidak boleh kosong',
  benefitMin: 'Benefit minimal harus ada 1 untuk dipilih!',
} as const;

export const EVENT = {
  descriptionRequired: 'Deskripsi tidak boleh kosong!',
  descriptionMin: 'Deskripsi minimal harus 3 karakter!',
  descriptionMax: 'Deskripsi maksimal 5000 karakter!',
  dateRule: 'Tanggal harus dalam format YYYY-MM-DD dan tidak boleh di masa lalu!',
  dateInvalid: 'Tanggal tidak valid',
  timeRequired: 'Waktu harus diisi',
  timeFormat: 'Format jam mulai harus HH:mm (contoh: 08:00)',
  placeRequired: 'Tempat tidak boleh kosong!',
  placeMin: 'Tempat minimal harus 3 karakter!',
  placeMax: 'Tempat maksimal 200 karakter!',
} as const;

export const ARTICLE = {
  contentRequired: 'Konten tidak boleh kosong!',
  contentMin: 'Konten minimal harus 3 karakter!',
  contentMax: 'Konten maksimal 100000 karakter!',
  writerRequired: 'Nama penulis tidak boleh kosong!',
  writerMin: 'Nama penulis minimal harus 3 karakter!',
  writerMax: 'Nama penulis maksimal 100 karakter!',
} as const;

export const GALLERY = {
  captionRequired: 'Caption tidak boleh kosong!',
  captionMin: 'Caption minimal harus 3 karakter!',
  captionMax: 'Caption maksimal 50 karakter!',
} as const;

export const OPTION = {
  // The spec reuses the gallery's words for the option's category.
  categoryRequired: GALLERY.captionRequired,
  categoryMin: GALLERY.captionMin,
  categoryMax: GALLERY.captionMax,
  categoryInvalid: 'Kategori harus Benefit atau Fasilitas!',
  inUse: (name: string, count: number) =>
    `Opsi "${name}" masih dipakai oleh ${count} data. Lepaskan dulu dari data tersebut sebelum menghapus.`,
  duplicate: 'Opsi dengan nama dan kategori ini sudah ada!',
  // Facilities and benefits travel comma-joined (docs/decisions/0004-comma-joined-lists.md).
  noComma: 'Nama opsi tidak boleh mengandung koma!',
  unknown: (names: string[]) => `Opsi tidak dikenal: ${names.join(', ')}`,
  wrongCategory: (category: string) => `Hanya opsi kategori ${category} yang boleh dipilih di sini!`,
} as const;

/** The toast after the signed-in admin saved their own account. */
export const PROFILE_UPDATED = 'Profile berhasil diperbarui!';

export const PROFILE = {
  nameRequired: 'Nama tidak boleh kosong!',
  nameMin: 'Nama minimal harus 3 karakter!',
  nameMax: 'Nama maksimal 50 karakter!',
  phoneRequired: 'Nomor telepon tidak boleh kosong!',
  phoneMin: 'Nomor telepon minimal harus 10 karakter!',
  phoneMax: 'Nomor telepon maksimal 15 karakter!',
  phoneFormat: 'Nomor telepon hanya boleh berisi angka!',
  instagramRequired: 'Instagram tidak boleh kosong!',
  instagramFormat: 'Username Instagram hanya boleh huruf, angka, titik dan garis bawah (maks. 30)!',
  emailRequired: 'Email tidak boleh kosong!',
  emailInvalid: 'Format email tidak valid!',
  emailReadOnly: 'Email tidak dapat diubah!',
  loadFailed: 'Gagal memuat profil pengguna',
  notFound: 'Profil tidak ditemukan',
} as const;

export const VILLAGE = {
  nameRequired: 'Nama desa tidak boleh kosong!',
  nameMin: 'Nama desa minimal 3 karakter!',
  nameMax: 'Nama desa maksimal 100 karakter!',
  taglineRequired: 'Tagline tidak boleh kosong!',
  taglineMin: 'Tagline minimal 3 karakter!',
  taglineMax: 'Tagline maksimal 200 karakter!',
  aboutRequired: 'Tentang desa tidak boleh kosong!',
  aboutMin: 'Tentang desa minimal 3 karakter!',
  aboutMax: 'Tentang desa maksimal 5000 karakter!',
  addressRequired: 'Alamat tidak boleh kosong!',
  addressMin: 'Alamat minimal 3 karakter!',
  addressMax: 'Alamat maksimal 300 karakter!',
  emailRequired: PROFILE.emailRequired,
  emailInvalid: PROFILE.emailInvalid,
  mapsInvalid: 'Link peta harus berupa link atau embed Google Maps!',
  mapsMax: TOUR.mapsMax,
  updated: 'Profil desa berhasil diperbarui!',
  notFound: 'Profil desa belum diisi',
  loadFailed: 'Gagal memuat profil desa',
} as const;

/** /api/v1's answers about the language of a request (issue 13): Indonesian, like every message. */
export const LOCALE = {
  unsupported: 'Bahasa tidak didukung',
  createIndonesianFirst: 'Buat dulu versi Bahasa Indonesia',
} as const;

export const API = {
  validationFailed: 'Validasi gagal',
  unauthenticated: 'Sesi tidak ditemukan, silakan masuk kembali',
  forbidden: 'Akses ditolak. Peran tidak sesuai.',
  originRefused: 'Akses ditolak. Asal permintaan tidak diizinkan.',
  serverError: 'Terjadi kesalahan pada server',
  badJson: 'Format JSON tidak valid',
  badContentType: 'Jenis konten tidak didukung',
  badBody: 'Isi permintaan tidak dapat dibaca',
  bodyTooLarge: 'Isi permintaan terlalu besar',
  notFound: 'Alamat API tidak ditemukan',
  tooManyAttempts: (minutes: number) => `Terlalu banyak percobaan. Coba lagi dalam ${minutes} menit.`,
  loginSuccess: 'Login berhasil',
  loginInvalid: 'Kredensial tidak valid',
  logoutSuccess: 'Berhasil logout',
  registerSuccess: 'Registrasi berhasil',
  registerDisabled: 'Registrasi sedang ditutup',
  emailTaken: 'Email sudah terdaftar',
  userNotFound: 'Pengguna tidak ditemukan',
  cmsUnavailable: 'Layanan sedang tidak tersedia. Coba lagi sebentar lagi.',
} as const;

export const UI = {
  saveFailed: 'Gagal menyimpan data.',
  /** A save that never reached the server, or whose answer never came back: the form stays as it was. */
  connectionLost: 'Koneksi terputus. Periksa jaringan lalu coba lagi.',
  deleteFailed: 'Gagal menghapus data.',
  contactLoading: 'Memuat...',
  contactFailed: 'Gagal memuat kontak.',
  notFoundPage: 'Maaf, halaman yang Anda cari tidak ditemukan.',
  backHome: 'Kembali ke Beranda',
  free: 'Gratis',
  upcoming: 'Segera datang',
  /** The booking button when no ADMIN has a phone number: no chat with nobody. */
  bookingUnavailable: 'Pemesanan via WhatsApp belum tersedia',
} as const;

/** The visitor-facing sentences of `UI` and `API` for the English site (/en). */
export const UI_EN = {
  contactLoading: 'Loading...',
  contactFailed: "Couldn't load the contact details.",
  notFoundPage: "Sorry, we couldn't find the page you're looking for.",
  backHome: 'Back to Home',
  free: 'Free',
  upcoming: 'Coming soon',
  bookingUnavailable: 'WhatsApp booking is not available yet',
  cmsUnavailable: 'This service is temporarily unavailable. Please try again shortly.',
} as const satisfies Partial<Record<keyof typeof UI | keyof typeof API, string>>;
