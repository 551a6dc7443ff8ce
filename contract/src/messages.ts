// Every sentence a visitor or admin reads that both the CMS and the web app produce, but a
// content type's field messages: those live in its module (`types/<kind>.ts`).
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
  secretRefused: 'Rahasia bersama tidak valid',
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
