// Demo content for a fictional tourism village, used to seed an empty CMS.
// Images are drawn locally from the ImageSpec (see ./landscape and ./still-life).
import type { DayName, OptionCategory, ProductAvailability } from '@desa/contract';
import type { Scene } from '../../seed-pictures/landscape';

export interface ImageSpec {
  scene: Scene;
  seed: number;
}

export interface VillageSeed {
  name: string;
  tagline: string;
  /** Plain text, paragraphs separated by a blank line. */
  about: string;
  address: string;
  email: string;
  maps: string;
}

export interface AdminProfileSeed {
  name: string;
  phone: string;
  /** Handle without the leading @. */
  instagram: string;
}

export interface OptionSeed {
  name: string;
  category: OptionCategory;
}

export interface TourSeed {
  title: string;
  about: string;
  location: string;
  operational: DayName[];
  start: string;
  end: string;
  /** Names of options with category Fasilitas. */
  facilities: string[];
  maps: string | null;
  price: number;
  image: ImageSpec;
}

export interface PackageSeed {
  title: string;
  price: number;
  /** Names of options with category Benefit. */
  benefits: string[];
  image: ImageSpec;
}

export interface EventSeed {
  title: string;
  description: string;
  /** Days from the seeding day; negative for events that already happened. */
  dayOffset: number;
  time: string;
  place: string;
  price: number;
  image: ImageSpec;
}

export interface ArticleSeed {
  title: string;
  writer: string;
  /** Rich HTML within the article allowlist. */
  content: string;
  image: ImageSpec;
}

export interface GallerySeed {
  title: string;
  caption: string;
  image: ImageSpec;
}

export interface HomestaySeed {
  title: string;
  /** Rich HTML within the article allowlist. */
  description: string;
  host: string;
  /** Null: visitors book through the village's own WhatsApp. */
  host_phone: string | null;
  location: string;
  maps: string | null;
  rooms: number;
  guests_per_room: number;
  /** Per room and night. */
  price: number;
  /** Names of options with category Fasilitas Penginapan. */
  facilities: string[];
  check_in: string;
  check_out: string;
  /** In order; the first is the thumbnail. */
  photos: ImageSpec[];
}

export interface AmenitySeed {
  title: string;
  /** Name of an option with category Jenis Fasilitas Umum. */
  kind: string;
  /** Plain text. */
  description: string;
  location: string;
  maps: string | null;
  hours: string;
  accessible: boolean;
  image: ImageSpec;
}

export interface ProductSeed {
  title: string;
  /** Plain text. */
  description: string;
  /** Name of an option with category Kategori Produk. */
  category: string;
  price: number;
  unit: string;
  producer: string;
  /** Null: visitors order through the village's own WhatsApp. */
  producer_phone: string | null;
  availability: ProductAvailability;
  /** In order; the first is the thumbnail. */
  photos: ImageSpec[];
}

const embed = (lat: number, lng: number): string => `https://www.google.com/maps?q=${lat},${lng}&output=embed`;

const ALL_WEEK: DayName[] = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'];

// The lists keep each record's Indonesian title (options: name) as a literal type, because
// ./demo-content-en is keyed by it: a record without an English version is a type error.
const titled = <Seed>() => <Title extends string>(items: (Seed & { title: Title })[]) => items;
const named = <Seed>() => <Name extends string>(items: (Seed & { name: Name })[]) => items;

export const village: VillageSeed = {
  name: 'Desa Wisata Sukamaju',
  tagline: 'Sejuknya kaki gunung, hangatnya keramahan desa',
  about: [
    'Desa Wisata Sukamaju terletak di lereng gunung di Kecamatan Cisurupan, Kabupaten Garut, pada ketinggian sekitar 1.200 meter di atas permukaan laut. Udara yang sejuk, hamparan sawah berundak, kebun teh, dan mata air yang jernih menjadikan desa ini tempat yang tepat untuk beristirahat dari hiruk-pikuk kota.',
    'Sejak 2019, warga yang tergabung dalam Kelompok Sadar Wisata (Pokdarwis) Sukamaju mengelola wisata berbasis masyarakat. Pengunjung dapat ikut menanam padi, memetik teh, belajar membuat gula aren, menginap di rumah warga, dan menikmati masakan Sunda yang dimasak di atas tungku kayu.',
    'Setiap kunjungan ikut menghidupi desa: sebagian pendapatan wisata dipakai untuk merawat sumber air, memperbaiki jalan kampung, dan membiayai sanggar seni anak-anak. Wilujeng sumping, selamat datang di Sukamaju!',
  ].join('\n\n'),
  address: 'Jl. Raya Sukamaju No. 17, Kecamatan Cisurupan, Kabupaten Garut, Jawa Barat 44163',
  email: 'halo@desawisatasukamaju.id',
  maps: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Desa Wisata Sukamaju, Cisurupan, Garut, Jawa Barat')}`,
};

export const adminProfile: AdminProfileSeed = {
  name: 'Asep Saepul Rohman',
  phone: '081234567890',
  instagram: 'desawisata.sukamaju',
};

export const options = named<OptionSeed>()([
  { name: 'Area Parkir', category: 'Fasilitas' },
  { name: 'Toilet', category: 'Fasilitas' },
  { name: 'Mushola', category: 'Fasilitas' },
  { name: 'Warung Makan', category: 'Fasilitas' },
  { name: 'Gazebo', category: 'Fasilitas' },
  { name: 'Spot Foto', category: 'Fasilitas' },
  { name: 'Pemandu Lokal', category: 'Fasilitas' },
  { name: 'Wi-Fi', category: 'Fasilitas' },
  { name: 'Makan Siang Khas Desa', category: 'Benefit' },
  { name: 'Pemandu Wisata', category: 'Benefit' },
  { name: 'Tiket Masuk', category: 'Benefit' },
  { name: 'Dokumentasi', category: 'Benefit' },
  { name: 'Air Mineral', category: 'Benefit' },
  { name: 'Asuransi Perjalanan', category: 'Benefit' },
  { name: 'Suvenir', category: 'Benefit' },
  { name: 'Transportasi Lokal', category: 'Benefit' },
  // Names stay unique across categories: ./demo-content-en is keyed by name alone.
  { name: 'Sarapan', category: 'Fasilitas Penginapan' },
  { name: 'Air Panas', category: 'Fasilitas Penginapan' },
  { name: 'Kamar Mandi Dalam', category: 'Fasilitas Penginapan' },
  { name: 'Wi-Fi Kamar', category: 'Fasilitas Penginapan' },
  { name: 'Parkir Mobil', category: 'Fasilitas Penginapan' },
  { name: 'Dapur Bersama', category: 'Fasilitas Penginapan' },
  { name: 'Kipas Angin', category: 'Fasilitas Penginapan' },
  { name: 'Teras', category: 'Fasilitas Penginapan' },
  { name: 'Makanan', category: 'Kategori Produk' },
  { name: 'Minuman', category: 'Kategori Produk' },
  { name: 'Kerajinan', category: 'Kategori Produk' },
  { name: 'Pertanian', category: 'Kategori Produk' },
  { name: 'Toilet Umum', category: 'Jenis Fasilitas Umum' },
  { name: 'Tempat Parkir', category: 'Jenis Fasilitas Umum' },
  { name: 'Tempat Ibadah', category: 'Jenis Fasilitas Umum' },
  { name: 'Layanan Kesehatan', category: 'Jenis Fasilitas Umum' },
  { name: 'Keuangan', category: 'Jenis Fasilitas Umum' },
  { name: 'Informasi Wisata', category: 'Jenis Fasilitas Umum' },
  { name: 'Pengisian Daya', category: 'Jenis Fasilitas Umum' },
]);

export const tours = titled<TourSeed>()([
  {
    title: 'Sawah Terasering Pasir Jambu',
    about: 'Hamparan sawah berundak yang mengikuti lekuk bukit dan diairi dari mata air Cikahuripan. Pagi hari kabut tipis masih menyelimuti pematang, dan petani mulai turun ke sawah. Pengunjung boleh ikut menanam atau memanen padi bersama warga sesuai musimnya.',
    location: 'Kampung Pasir Jambu, Desa Sukamaju, Kec. Cisurupan, Garut',
    operational: [...ALL_WEEK],
    start: '06:00',
    end: '17:00',
    facilities: ['Area Parkir', 'Toilet', 'Gazebo', 'Spot Foto', 'Pemandu Lokal'],
    maps: embed(-7.3187, 107.7952),
    price: 10000,
    image: { scene: 'rice-terraces', seed: 11 },
  },
  {
    title: 'Curug Cikahuripan',
    about: 'Air terjun setinggi kurang lebih 40 meter yang tersembunyi di balik hutan rakyat. Jalur trekking sepanjang 1,5 kilometer melewati kebun kopi dan sungai kecil. Kolam di bawah curug cukup dangkal di tepinya sehingga aman untuk bermain air.',
    location: 'Blok Cikahuripan, Desa Sukamaju, Kec. Cisurupan, Garut',
    operational: ['Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'],
    start: '07:30',
    end: '16:00',
    facilities: ['Area Parkir', 'Toilet', 'Warung Makan', 'Pemandu Lokal'],
    maps: embed(-7.3251, 107.7819),
    price: 20000,
    image: { scene: 'waterfall', seed: 12 },
  },
  {
    title: 'Kebun Teh Pasir Honje',
    about: 'Kebun teh rakyat yang membentang di punggung bukit dengan latar gunung berapi. Ikuti pemetik teh menyusuri barisan tanaman, lalu cicipi teh hijau yang diolah langsung di rumah produksi warga.',
    location: 'Pasir Honje, Desa Sukamaju, Kec. Cisurupan, Garut',
    operational: [...ALL_WEEK],
    start: '06:30',
    end: '17:30',
    facilities: ['Area Parkir', 'Toilet', 'Mushola', 'Spot Foto', 'Warung Makan'],
    maps: embed(-7.3102, 107.8034),
    price: 15000,
    image: { scene: 'mountains', seed: 13 },
  },
  {
    title: 'Situ Sukamaju',
    about: 'Danau kecil yang tenang dengan pantulan gunung di permukaan airnya. Pengunjung dapat menyewa perahu kayu, memancing, atau sekadar duduk di gazebo sambil menikmati bandrek hangat.',
    location: 'Kampung Situ, Desa Sukamaju, Kec. Cisurupan, Garut',
    operational: [...ALL_WEEK],
    start: '07:00',
    end: '18:00',
    facilities: ['Area Parkir', 'Toilet', 'Mushola', 'Warung Makan', 'Gazebo', 'Wi-Fi'],
    maps: embed(-7.3159, 107.7886),
    price: 15000,
    image: { scene: 'lake', seed: 14 },
  },
  {
    title: 'Hutan Pinus Leuweung Tiis',
    about: 'Hutan pinus yang teduh dengan jalur setapak yang landai, cocok untuk jalan santai bersama keluarga. Tersedia area berkemah dan hammock di antara pepohonan.',
    location: 'Leuweung Tiis, Desa Sukamaju, Kec. Cisurupan, Garut',
    operational: ['Jumat', 'Sabtu', 'Minggu'],
    start: '08:00',
    end: '17:00',
    facilities: ['Area Parkir', 'Toilet', 'Spot Foto', 'Gazebo'],
    maps: null,
    price: 12000,
    image: { scene: 'forest', seed: 15 },
  },
  {
    title: 'Kampung Adat Sukamaju',
    about: 'Deretan rumah panggung beratap ijuk yang masih dihuni dan dirawat warga. Pemandu akan bercerita tentang tata ruang kampung, lumbung padi (leuit), dan kebiasaan gotong royong yang tetap dijaga hingga kini. Pengunjung diminta berpakaian sopan dan meminta izin sebelum memotret warga.',
    location: 'Kampung Babakan, Desa Sukamaju, Kec. Cisurupan, Garut',
    operational: ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Sabtu', 'Minggu'],
    start: '09:00',
    end: '16:00',
    facilities: ['Toilet', 'Mushola', 'Pemandu Lokal', 'Spot Foto'],
    maps: embed(-7.3208, 107.7911),
    price: 25000,
    image: { scene: 'village', seed: 16 },
  },
  {
    title: 'Bukit Panyawangan',
    about: 'Puncak bukit dengan pemandangan lembah Garut yang luas, paling indah saat matahari terbenam. Jalur pendakiannya sekitar 30 menit dari parkiran dan sudah dilengkapi pegangan bambu di bagian yang curam.',
    location: 'Pasir Panyawangan, Desa Sukamaju, Kec. Cisurupan, Garut',
    operational: ['Sabtu', 'Minggu'],
    start: '14:00',
    end: '19:00',
    facilities: ['Area Parkir', 'Spot Foto', 'Warung Makan'],
    maps: null,
    price: 10000,
    image: { scene: 'sunset', seed: 17 },
  },
]);

export const packages = titled<PackageSeed>()([
  {
    title: 'Paket Jelajah Sehari Sukamaju',
    price: 175000,
    benefits: ['Makan Siang Khas Desa', 'Pemandu Wisata', 'Tiket Masuk', 'Air Mineral', 'Transportasi Lokal'],
    image: { scene: 'rice-terraces', seed: 21 },
  },
  {
    title: 'Paket Petani Cilik',
    price: 95000,
    benefits: ['Makan Siang Khas Desa', 'Pemandu Wisata', 'Tiket Masuk', 'Suvenir'],
    image: { scene: 'village', seed: 22 },
  },
  {
    title: 'Paket Menginap 2 Hari 1 Malam',
    price: 450000,
    benefits: [
      'Makan Siang Khas Desa',
      'Pemandu Wisata',
      'Tiket Masuk',
      'Dokumentasi',
      'Asuransi Perjalanan',
      'Transportasi Lokal',
    ],
    image: { scene: 'lake', seed: 23 },
  },
  {
    title: 'Paket Fotografi Senja dan Curug',
    price: 275000,
    benefits: ['Pemandu Wisata', 'Tiket Masuk', 'Dokumentasi', 'Air Mineral', 'Asuransi Perjalanan'],
    image: { scene: 'sunset', seed: 24 },
  },
]);

export const events = titled<EventSeed>()([
  {
    title: 'Pasar Tani Minggu Pagi',
    description: 'Petani dan pelaku UMKM Sukamaju menjajakan sayur segar, kopi arabika, gula aren, dan jajanan tradisional. Datang pagi-pagi agar kebagian serabi hangat dan bubur ayam Mang Udin.',
    dayOffset: 3,
    time: '06:00',
    place: 'Lapangan Desa Sukamaju',
    price: 0,
    image: { scene: 'market', seed: 31 },
  },
  {
    title: 'Malam Seni Sunda: Kacapi Suling',
    description: 'Pertunjukan kacapi suling dan tembang Sunda oleh Sanggar Seni Sekar Sukamaju. Penonton disuguhi bandrek, ubi rebus, dan suasana pendopo yang hangat di tengah dinginnya malam pegunungan.',
    dayOffset: 10,
    time: '19:30',
    place: 'Pendopo Balai Desa Sukamaju',
    price: 25000,
    image: { scene: 'festival', seed: 32 },
  },
  {
    title: 'Festival Panen Raya Sukamaju',
    description: 'Syukuran panen tahunan dengan arak-arakan hasil bumi, lomba ngaliwet antarkampung, dan pertunjukan dogdog lojor. Pengunjung dapat ikut memanen padi di sawah terasering pada pagi harinya.',
    dayOffset: 21,
    time: '08:00',
    place: 'Sawah Terasering Pasir Jambu',
    price: 0,
    image: { scene: 'festival', seed: 33 },
  },
  {
    title: 'Jelajah Curug Bersama Pemandu',
    description: 'Trekking pagi menuju Curug Cikahuripan melewati kebun kopi dan hutan rakyat, dipandu anggota Pokdarwis. Harga sudah termasuk tiket masuk, air mineral, dan sarapan nasi timbel di tepi sungai.',
    dayOffset: 35,
    time: '07:00',
    place: 'Titik kumpul Balai Desa Sukamaju',
    price: 50000,
    image: { scene: 'waterfall', seed: 34 },
  },
  {
    title: 'Lomba Layang-Layang Antarkampung',
    description: 'Anak-anak dan remaja dari tujuh kampung beradu layang-layang hias di atas bukit. Ada kategori layang-layang terindah, terbesar, dan terlama mengudara.',
    dayOffset: 60,
    time: '14:00',
    place: 'Bukit Panyawangan',
    price: 0,
    image: { scene: 'sunset', seed: 35 },
  },
  {
    title: 'Bersih Situ dan Tanam Pohon',
    description: 'Kerja bakti membersihkan sampah di sekeliling Situ Sukamaju dan menanam 500 bibit pohon di sempadan danau bersama pelajar dan relawan dari Garut.',
    dayOffset: -7,
    time: '07:00',
    place: 'Situ Sukamaju',
    price: 0,
    image: { scene: 'lake', seed: 36 },
  },
  {
    title: 'Kemah Ceria di Hutan Pinus',
    description: 'Dua hari satu malam berkemah untuk keluarga: api unggun, mengenal tumbuhan hutan, dan mengamati bintang. Tenda dan matras disediakan panitia.',
    dayOffset: -30,
    time: '13:00',
    place: 'Hutan Pinus Leuweung Tiis',
    price: 75000,
    image: { scene: 'forest', seed: 37 },
  },
  {
    title: 'Pentas Pencak Silat dan Gembyung',
    description: 'Penampilan perguruan pencak silat Sukamaju diiringi musik gembyung, ditutup makan bersama hasil kebun warga.',
    dayOffset: -90,
    time: '15:30',
    place: 'Lapangan Desa Sukamaju',
    price: 0,
    image: { scene: 'festival', seed: 38 },
  },
]);

export const articles = titled<ArticleSeed>()([
  {
    title: 'Mipit Pare: Tradisi Syukuran Panen Padi di Sukamaju',
    writer: 'Euis Komalasari',
    image: { scene: 'rice-terraces', seed: 41 },
    content: [
      '<h2>Syukur sebelum memetik</h2>',
      '<p>Bagi warga Sukamaju, panen bukan sekadar memotong batang padi. Sebelum sabit pertama diayunkan, para sesepuh menggelar <strong>mipit pare</strong>, doa bersama di pematang sawah sebagai ungkapan terima kasih atas hujan, tanah yang subur, dan kerja keras selama satu musim tanam.</p>',
      '<p>Padi pertama dipetik oleh sesepuh kampung, diikat kecil, lalu dibawa pulang untuk disimpan di <em>leuit</em>, lumbung padi tradisional. Setelah itu barulah seluruh warga turun ke sawah secara bergotong royong.</p>',
      '<h3>Rangkaian acara</h3>',
      '<ol><li>Doa bersama di pematang sawah</li><li>Memetik padi pertama oleh sesepuh</li><li>Panen gotong royong</li><li>Ngaliwet dan makan bersama di saung</li></ol>',
      '<blockquote>"Padi itu seperti ibu. Kalau kita menghormatinya, ia akan menghidupi kita." — Abah Encep, sesepuh Kampung Pasir Jambu</blockquote>',
      '<p>Wisatawan boleh ikut serta selama mengikuti arahan pemandu. Jadwal panen biasanya jatuh pada bulan Maret dan Agustus; pantau <a href="https://www.instagram.com/desawisata.sukamaju/">akun Instagram desa</a> untuk tanggal pastinya.</p>',
      '<p style="text-align: center"><u>Jangan lupa membawa topi, sepatu bot, dan baju ganti.</u></p>',
    ].join(''),
  },
  {
    title: 'Lima Tips Aman Berkunjung ke Curug Cikahuripan',
    writer: 'Dadan Ramdani',
    image: { scene: 'waterfall', seed: 42 },
    content: [
      '<p>Curug Cikahuripan menjadi salah satu tujuan favorit pengunjung Sukamaju. Jalurnya tidak terlalu berat, tetapi tetap membutuhkan persiapan, terutama saat musim hujan.</p>',
      '<h2>Sebelum berangkat</h2>',
      '<ul><li><strong>Cek prakiraan cuaca</strong> di situs <a href="https://www.bmkg.go.id/">BMKG</a>. Hindari trekking saat hujan lebat karena debit air bisa naik tiba-tiba.</li><li>Gunakan sandal gunung atau sepatu dengan sol bergerigi.</li><li>Bawa jas hujan dan kantong plastik untuk barang elektronik.</li></ul>',
      '<h2>Selama di lokasi</h2>',
      '<ul><li>Berenanglah hanya di area yang ditandai bendera hijau.</li><li>Bawa kembali sampah Anda; tempat sampah tersedia di pos masuk.</li></ul>',
      '<blockquote><p><strong>Catatan:</strong> jalur ditutup sementara bila pemandu menilai kondisi tidak aman. Keselamatan pengunjung selalu menjadi prioritas kami.</p></blockquote>',
      '<p>Ingin lebih tenang? Pilih <em>Paket Fotografi Senja dan Curug</em> yang sudah termasuk pemandu dan asuransi perjalanan.</p>',
    ].join(''),
  },
  {
    title: 'Dari Kebun ke Cangkir: Cerita Kopi Arabika Sukamaju',
    writer: 'Rina Nurhasanah',
    image: { scene: 'mountains', seed: 43 },
    content: [
      '<h2>Tumbuh di tanah vulkanik</h2>',
      '<p>Di ketinggian lebih dari seribu meter, tanah vulkanik lereng gunung memberi karakter khas pada kopi arabika Sukamaju: asam buahnya segar dengan sentuhan cokelat dan gula aren.</p>',
      '<p>Kelompok Tani Mekar Tani yang beranggotakan 32 petani mengolah kopi secara <strong>petik merah</strong>, artinya hanya buah yang benar-benar matang yang dipanen. Setelah itu biji kopi dijemur di para-para bambu selama dua hingga tiga minggu.</p>',
      '<h3>Yang bisa Anda coba</h3>',
      '<ul><li>Memetik kopi di kebun bersama petani</li><li>Menyangrai biji kopi di atas tungku tanah liat</li><li>Menyeduh kopi dengan cara tubruk dan <em>pour over</em></li></ul>',
      '<blockquote>Kopi yang baik dimulai dari kebun yang dirawat dengan sabar.</blockquote>',
      '<p style="text-align: center">Kopi bubuk dan biji sangrai tersedia di <u>Galeri UMKM Balai Desa</u> setiap hari.</p>',
    ].join(''),
  },
  {
    title: 'Menginap di Rumah Warga: Homestay yang Bikin Betah',
    writer: 'Euis Komalasari',
    image: { scene: 'village', seed: 44 },
    content: [
      '<p>Sebanyak 18 rumah warga di Sukamaju kini terdaftar sebagai <strong>homestay</strong>. Setiap rumah sudah dilatih soal kebersihan, keramahan, dan menu sarapan sehat berbahan hasil kebun sendiri.</p>',
      '<h2>Apa bedanya dengan hotel?</h2>',
      '<p>Anda tidak hanya menumpang tidur. Pagi hari Anda bisa ikut ibu pemilik rumah ke pasar, membantu memasak nasi liwet, atau menemani bapak memberi makan ikan di kolam.</p>',
      '<h3>Fasilitas standar setiap homestay</h3>',
      '<ul><li>Kamar tidur bersih dengan selimut tebal</li><li>Kamar mandi dengan air hangat</li><li>Sarapan dan makan malam khas Sunda</li></ul>',
      '<p><em>Pemesanan dilakukan melalui pengelola Pokdarwis agar pembagian tamu merata bagi seluruh warga.</em></p>',
      '<p>Desa Sukamaju juga terdaftar di <a href="https://jadesta.kemenparekraf.go.id/">Jejaring Desa Wisata</a> Kementerian Pariwisata dan Ekonomi Kreatif.</p>',
    ].join(''),
  },
  {
    title: 'Kuliner Wajib Coba: Nasi Liwet, Sayur Asem, dan Dodol',
    writer: 'Ujang Sopandi',
    image: { scene: 'market', seed: 45 },
    content: [
      '<h2>Rasa rumahan dari dapur desa</h2>',
      '<p>Tidak lengkap rasanya berkunjung ke Sukamaju tanpa mencicipi masakan ibu-ibu Kelompok Wanita Tani. Semua bahan diambil dari kebun dan kolam warga, dimasak di atas tungku kayu sehingga aromanya khas.</p>',
      '<h3>Menu andalan</h3>',
      '<ol><li><strong>Nasi liwet</strong> dengan ikan asin, petai, dan sambal terasi</li><li><strong>Sayur asem</strong> dengan labu siam dan kacang panjang segar</li><li><strong>Pepes ikan mas</strong> dari kolam warga</li><li><strong>Dodol</strong> dan <em>wajit</em> sebagai oleh-oleh</li></ol>',
      '<blockquote>Makan bersama di atas daun pisang adalah cara kami menyambut tamu seperti keluarga sendiri.</blockquote>',
      '<p>Pesan menu makan bersama minimal satu hari sebelum kedatangan melalui pemandu atau WhatsApp pengelola.</p>',
      '<p style="text-align: center"><em>Hatur nuhun, selamat menikmati!</em></p>',
    ].join(''),
  },
  {
    title: 'Pokdarwis Sukamaju Ajak Pemuda Jadi Pemandu Wisata',
    writer: 'Dadan Ramdani',
    image: { scene: 'forest', seed: 46 },
    content: [
      '<p>Kelompok Sadar Wisata (Pokdarwis) Sukamaju membuka pelatihan pemandu wisata bagi pemuda desa. Sebanyak 25 peserta mengikuti pelatihan selama enam pekan, mulai dari pengenalan potensi desa hingga pertolongan pertama.</p>',
      '<h2>Materi pelatihan</h2>',
      '<ul><li>Sejarah dan budaya Sukamaju</li><li>Teknik bercerita dan berbahasa Inggris dasar</li><li>Keselamatan jalur trekking dan <u>pertolongan pertama</u></li><li>Fotografi dan promosi media sosial</li></ul>',
      '<p>Menurut ketua Pokdarwis, pemandu lokal adalah wajah desa. <strong>Semakin banyak pemuda yang terlibat, semakin besar pula manfaat pariwisata yang tinggal di desa.</strong></p>',
      '<blockquote>"Dulu saya merantau ke kota. Sekarang saya bisa bekerja sambil menjaga kampung sendiri." — Rizal, peserta pelatihan</blockquote>',
      '<p>Informasi pelatihan berikutnya dapat dilihat di <a href="https://www.indonesia.travel/">Wonderful Indonesia</a> dan kanal resmi desa.</p>',
    ].join(''),
  },
]);

export const gallery = titled<GallerySeed>()([
  { title: 'Pagi di Sawah Pasir Jambu', caption: 'Kabut tipis di atas sawah berundak', image: { scene: 'rice-terraces', seed: 51 } },
  { title: 'Menanam Padi Bersama Warga', caption: 'Wisatawan ikut tandur di musim tanam', image: { scene: 'rice-terraces', seed: 52 } },
  { title: 'Kebun Teh Pasir Honje', caption: 'Barisan teh dengan latar gunung', image: { scene: 'mountains', seed: 53 } },
  { title: 'Gunung dari Jalan Desa', caption: 'Pemandangan dari jalan menuju Sukamaju', image: { scene: 'mountains', seed: 54 } },
  { title: 'Senja di Bukit Panyawangan', caption: 'Matahari terbenam di balik pegunungan', image: { scene: 'sunset', seed: 55 } },
  { title: 'Langit Jingga Sukamaju', caption: 'Sore yang tenang setelah hujan', image: { scene: 'sunset', seed: 56 } },
  { title: 'Situ Sukamaju', caption: 'Pantulan gunung di danau desa', image: { scene: 'lake', seed: 57 } },
  { title: 'Perahu Nelayan Situ', caption: 'Warga memancing ikan nila di pagi hari', image: { scene: 'lake', seed: 58 } },
  { title: 'Hutan Pinus Leuweung Tiis', caption: 'Jalur setapak di antara pohon pinus', image: { scene: 'forest', seed: 59 } },
  { title: 'Curug Cikahuripan', caption: 'Air terjun setinggi empat puluh meter', image: { scene: 'waterfall', seed: 60 } },
  { title: 'Kolam di Kaki Curug', caption: 'Tempat favorit bermain air', image: { scene: 'waterfall', seed: 61 } },
  { title: 'Kampung Adat Babakan', caption: 'Rumah panggung beratap ijuk', image: { scene: 'village', seed: 62 } },
  { title: 'Jalan Menuju Kampung', caption: 'Gerbang kampung di tepi sawah', image: { scene: 'village', seed: 63 } },
  { title: 'Festival Panen Raya', caption: 'Lampion dan umbul-umbul di malam festival', image: { scene: 'festival', seed: 64 } },
  { title: 'Pasar Tani Minggu Pagi', caption: 'Sayur segar langsung dari kebun warga', image: { scene: 'market', seed: 65 } },
  { title: 'Wisata Pantai Bersama Warga', caption: 'Piknik bersama ke pantai selatan Garut', image: { scene: 'beach', seed: 66 } },
]);

const photos = (scenes: Scene[], first: number): ImageSpec[] => scenes.map((scene, i) => ({ scene, seed: first + i }));

export const homestays = titled<HomestaySeed>()([
  {
    title: 'Homestay Pasir Jambu',
    description: [
      '<p>Rumah keluarga Ibu Eneng berdiri tepat di tepi sawah terasering Pasir Jambu. Dari teras depan, tamu bisa menikmati kabut pagi yang turun di atas pematang sambil menyeruput kopi arabika dari kebun sendiri.</p>',
      '<p>Tiga kamar tamu berada di sayap rumah yang terpisah dari kamar keluarga. Setiap kamar punya kamar mandi dalam dengan air panas, karena malam di Sukamaju bisa sangat dingin.</p>',
      '<ul><li>Sarapan nasi goreng atau nasi liwet dengan lauk dari kebun</li><li>Selimut tebal dan handuk bersih setiap hari</li><li>Lima menit berjalan kaki ke titik awal tur sawah</li></ul>',
    ].join(''),
    host: 'Ibu Eneng Rohaeti',
    host_phone: '081234567801',
    location: 'Kampung Pasir Jambu RT 02/RW 05, Desa Sukamaju, Kec. Cisurupan, Garut',
    maps: embed(-7.3181, 107.7958),
    rooms: 3,
    guests_per_room: 2,
    price: 250000,
    facilities: ['Sarapan', 'Air Panas', 'Kamar Mandi Dalam', 'Teras'],
    check_in: '14:00',
    check_out: '12:00',
    photos: photos(['homestay', 'bedroom', 'breakfast', 'bedroom'], 71),
  },
  {
    title: 'Pondok Situ Sukamaju',
    description: [
      '<p>Rumah Pak Dede menghadap langsung ke Situ Sukamaju. Kamarnya lapang dan cocok untuk keluarga: setiap kamar muat tiga orang dengan kasur tambahan.</p>',
      '<p>Pagi hari tamu bisa ikut Pak Dede memberi makan ikan di kolam atau menyewa perahu kayu untuk berkeliling danau. Mobil bisa diparkir di halaman rumah.</p>',
    ].join(''),
    host: 'Pak Dede Kurnia',
    host_phone: null,
    location: 'Kampung Situ RT 01/RW 03, Desa Sukamaju, Kec. Cisurupan, Garut',
    maps: embed(-7.3229, 107.7884),
    rooms: 4,
    guests_per_room: 3,
    price: 325000,
    facilities: ['Sarapan', 'Air Panas', 'Wi-Fi Kamar', 'Parkir Mobil', 'Teras'],
    check_in: '13:00',
    check_out: '11:00',
    photos: photos(['homestay', 'bedroom', 'breakfast'], 75),
  },
  {
    title: 'Homestay Kebun Teh Ibu Nining',
    description: [
      '<p>Rumah mungil di ujung kebun teh Pasir Honje, cocok untuk pasangan atau pejalan yang ingin suasana tenang. Hanya ada dua kamar, jadi tamu benar-benar seperti menginap di rumah saudara.</p>',
      '<p>Ibu Nining mengolah teh hijau sendiri. Tamu boleh ikut memetik pucuk teh di pagi hari lalu belajar menyangrainya di dapur.</p>',
      '<ul><li>Sarapan dan teh hijau hangat setiap pagi</li><li>Dapur bersama untuk memasak sendiri</li><li>Pemandangan gunung dari jendela kamar</li></ul>',
    ].join(''),
    host: 'Ibu Nining Kurniasih',
    host_phone: '081234567802',
    location: 'Pasir Honje RT 04/RW 02, Desa Sukamaju, Kec. Cisurupan, Garut',
    maps: null,
    rooms: 2,
    guests_per_room: 2,
    price: 175000,
    facilities: ['Sarapan', 'Kamar Mandi Dalam', 'Dapur Bersama', 'Teras'],
    check_in: '14:00',
    check_out: '12:00',
    photos: photos(['homestay', 'breakfast', 'bedroom'], 79),
  },
  {
    title: 'Wisma Pokdarwis Sukamaju',
    description: [
      '<p>Wisma milik Pokdarwis di samping Balai Desa, disiapkan untuk rombongan sekolah, kampus, dan komunitas. Enam kamar besarnya masing-masing muat empat orang.</p>',
      '<p>Tersedia dapur bersama dan halaman luas untuk api unggun. Pendapatan wisma dipakai untuk merawat jalur wisata dan membiayai sanggar seni anak-anak.</p>',
      '<ul><li>Dekat lapangan desa dan titik kumpul tur</li><li>Parkir bus dan mobil di halaman</li><li>Menu makan rombongan bisa dipesan terlebih dahulu</li></ul>',
    ].join(''),
    host: 'Pokdarwis Sukamaju',
    host_phone: null,
    location: 'Jl. Raya Sukamaju No. 19, Desa Sukamaju, Kec. Cisurupan, Garut',
    maps: embed(-7.3199, 107.7934),
    rooms: 6,
    guests_per_room: 4,
    price: 150000,
    facilities: ['Wi-Fi Kamar', 'Parkir Mobil', 'Dapur Bersama', 'Kipas Angin', 'Teras'],
    check_in: '13:00',
    check_out: '10:00',
    photos: photos(['homestay', 'bedroom', 'breakfast', 'bedroom'], 82),
  },
]);

export const products = titled<ProductSeed>()([
  {
    title: 'Kopi Arabika Sukamaju',
    description: 'Biji kopi arabika petik merah dari kebun di lereng gunung, disangrai sedang oleh Kelompok Tani Mekar Tani. Rasanya segar dengan sentuhan cokelat dan gula aren. Tersedia dalam bentuk biji atau bubuk; sebutkan pilihan Anda saat memesan.',
    category: 'Minuman',
    price: 65000,
    unit: 'per bungkus 250 g',
    producer: 'Kelompok Tani Mekar Tani',
    producer_phone: '081234567803',
    availability: 'Tersedia',
    photos: photos(['coffee', 'coffee', 'coffee'], 91),
  },
  {
    title: 'Dodol Ketan Gula Aren',
    description: 'Dodol khas Garut dari tepung ketan, santan kelapa, dan gula aren, diaduk selama delapan jam di atas tungku kayu. Setiap potong dibungkus kertas. Tahan dua minggu tanpa pengawet.',
    category: 'Makanan',
    price: 30000,
    unit: 'per kotak 500 g',
    producer: 'Ibu Imas Masitoh',
    producer_phone: null,
    availability: 'Tersedia',
    photos: photos(['sweets', 'sweets'], 94),
  },
  {
    title: 'Batik Tulis Garutan',
    description: 'Kain batik tulis dengan warna khas Garutan: dasar gumading yang lembut dan motif kawung, parang, atau truntum. Dikerjakan dengan canting oleh ibu-ibu perajin Sukamaju, satu lembar memakan waktu dua sampai tiga minggu. Ukuran 2 x 1,1 meter.',
    category: 'Kerajinan',
    price: 450000,
    unit: 'per lembar',
    producer: 'Perajin Batik Rereng Sukamaju',
    producer_phone: '081234567804',
    availability: 'Tersedia',
    photos: photos(['batik', 'batik', 'batik'], 96),
  },
  {
    title: 'Jeruk Garut Petik Kebun',
    description: 'Jeruk keprok Garut yang dipetik pagi hari langsung dari kebun. Kulitnya tipis dan mudah dikupas, rasanya manis segar. Pesanan di atas 5 kg bisa diantar ke penginapan di Sukamaju.',
    category: 'Pertanian',
    price: 25000,
    unit: 'per kg',
    producer: 'Pak Asep Mulyana',
    producer_phone: null,
    availability: 'Tersedia',
    photos: photos(['oranges', 'oranges'], 99),
  },
  {
    title: 'Keripik Singkong Balado',
    description: 'Keripik singkong tipis dan renyah dengan bumbu balado pedas manis. Singkongnya ditanam sendiri oleh anggota kelompok, digoreng dengan minyak baru setiap hari.',
    category: 'Makanan',
    price: 15000,
    unit: 'per bungkus 200 g',
    producer: 'Kelompok Wanita Tani Melati',
    producer_phone: '081234567805',
    availability: 'Tersedia',
    photos: photos(['snacks', 'snacks', 'snacks'], 101),
  },
  {
    title: 'Bandrek Jahe Merah',
    description: 'Sirup bandrek dari jahe merah, gula aren, kayu manis, dan serai. Cukup tambahkan air panas untuk segelas minuman penghangat khas Sunda. Satu botol untuk sekitar 15 gelas.',
    category: 'Minuman',
    price: 35000,
    unit: 'per botol 500 ml',
    producer: 'Bu Sri Wahyuni',
    producer_phone: null,
    availability: 'Habis',
    photos: photos(['bottles', 'bottles'], 104),
  },
  {
    title: 'Boboko Anyaman Bambu',
    description: 'Boboko, wadah nasi tradisional Sunda, dianyam dari bambu tali oleh Abah Oman yang sudah menganyam sejak muda. Kuat, ringan, dan membuat nasi tidak cepat basi. Diameter sekitar 25 cm.',
    category: 'Kerajinan',
    price: 55000,
    unit: 'per buah',
    producer: 'Abah Oman',
    producer_phone: null,
    availability: 'Tersedia',
    photos: photos(['baskets', 'baskets', 'baskets'], 106),
  },
  {
    title: 'Beras Merah Organik Pasir Jambu',
    description: 'Beras merah dari sawah terasering Pasir Jambu yang ditanam tanpa pupuk dan pestisida kimia, diairi mata air Cikahuripan. Ditumbuk secukupnya sehingga kulit arinya yang kaya serat tetap utuh.',
    category: 'Pertanian',
    price: 22000,
    unit: 'per kg',
    producer: 'Gapoktan Pasir Jambu',
    producer_phone: '081234567806',
    availability: 'Tersedia',
    photos: photos(['rice', 'rice'], 109),
  },
]);

export const amenities = titled<AmenitySeed>()([
  {
    title: 'Toilet Umum Balai Desa',
    kind: 'Toilet Umum',
    description: 'Toilet bersih dengan air mengalir, dirawat warga setiap hari. Ada bilik yang lapang untuk pengguna kursi roda.',
    location: 'Balai Desa Sukamaju, Jl. Raya Sukamaju No. 17',
    maps: embed(-7.2701, 107.8075),
    hours: '24 jam',
    accessible: true,
    image: { scene: 'village', seed: 81 },
  },
  {
    title: 'Toilet Curug Cikahuripan',
    kind: 'Toilet Umum',
    description: 'Toilet dan ruang bilas di area parkir curug, untuk berganti pakaian setelah bermain air.',
    location: 'Area parkir Curug Cikahuripan, Dusun Cibeureum',
    maps: embed(-7.2652, 107.8011),
    hours: 'Setiap hari 07.00–17.00',
    accessible: false,
    image: { scene: 'waterfall', seed: 82 },
  },
  {
    title: 'Parkir Utama Lapangan Desa',
    kind: 'Tempat Parkir',
    description: 'Muat 40 mobil dan 6 bus pariwisata, dijaga petugas parkir dari karang taruna.',
    location: 'Lapangan Desa Sukamaju, di samping balai desa',
    maps: embed(-7.2705, 107.8082),
    hours: 'Setiap hari 06.00–22.00',
    accessible: true,
    image: { scene: 'village', seed: 83 },
  },
  {
    title: 'Masjid Al-Ikhlas',
    kind: 'Tempat Ibadah',
    description: 'Masjid desa dengan tempat wudu terpisah dan mukena bersih untuk tamu.',
    location: 'Dusun Babakan, 200 meter dari balai desa',
    maps: embed(-7.2712, 107.8064),
    hours: '24 jam',
    accessible: true,
    image: { scene: 'village', seed: 84 },
  },
  {
    title: 'Poskesdes Sukamaju',
    kind: 'Layanan Kesehatan',
    description: 'Pos kesehatan desa dengan bidan desa. Menyediakan P3K untuk wisatawan dan rujukan ke puskesmas kecamatan.',
    location: 'Jl. Raya Sukamaju No. 21',
    maps: embed(-7.2698, 107.8090),
    hours: 'Senin–Sabtu 08.00–14.00',
    accessible: true,
    image: { scene: 'mountains', seed: 85 },
  },
  {
    title: 'ATM Pasar Desa',
    kind: 'Keuangan',
    description: 'Anjungan tunai di samping pasar desa. Banyak warung dan perajin hanya menerima uang tunai.',
    location: 'Pasar Desa Sukamaju',
    maps: embed(-7.2721, 107.8101),
    hours: '24 jam',
    accessible: false,
    image: { scene: 'market', seed: 86 },
  },
  {
    title: 'Pusat Informasi Wisata',
    kind: 'Informasi Wisata',
    description: 'Tanya arah, jadwal pemandu dan paket wisata di sini. Peta desa cetak gratis untuk setiap tamu.',
    location: 'Gerbang Desa Sukamaju',
    maps: embed(-7.2689, 107.8071),
    hours: 'Setiap hari 08.00–17.00',
    accessible: true,
    image: { scene: 'rice-terraces', seed: 87 },
  },
  {
    title: 'Pojok Isi Daya',
    kind: 'Pengisian Daya',
    description: 'Colokan listrik dan kabel pengisi daya untuk ponsel dan kamera, gratis untuk pengunjung.',
    location: 'Pusat Informasi Wisata, Gerbang Desa Sukamaju',
    maps: embed(-7.2689, 107.8071),
    hours: 'Setiap hari 08.00–17.00',
    accessible: true,
    image: { scene: 'forest', seed: 88 },
  },
]);

export const siteImages: { hero: ImageSpec; about: ImageSpec } = {
  hero: { scene: 'rice-terraces', seed: 1 },
  about: { scene: 'village', seed: 2 },
};

/**
 * Guests who came and wrote (issue 40): each a completed request `daysAgo` days back, and its
 * review. One is hidden, so a new install shows every state of the moderation.
 */
export type ReviewSeed = {
  type: 'homestay' | 'package' | 'product';
  item: string;
  daysAgo: number;
  /** Nights (a stay), people (a visit) or quantity (an order). */
  size: number;
  guest: { name: string; phone: string; locale: 'id' | 'en' };
  review: { rating: number; name: string; text: string; status: 'tampil' | 'disembunyikan'; reply?: string };
};

export const reviews: ReviewSeed[] = [
  {
    type: 'homestay',
    item: homestays[0].title,
    daysAgo: 24,
    size: 2,
    guest: { name: 'Rina Kartika', phone: '081311112201', locale: 'id' },
    review: {
      rating: 5,
      name: 'Rina',
      text: 'Kamarnya bersih dan hangat, air panasnya benar-benar menolong di malam yang dingin. Sarapan nasi liwet buatan Ibu Eneng juara, dan pemandangan sawah dari teras tidak terlupakan.',
      status: 'tampil',
      reply: 'Terima kasih, Bu Rina! Ibu Eneng titip salam, ditunggu kunjungan berikutnya.',
    },
  },
  {
    type: 'package',
    item: packages[0].title,
    daysAgo: 17,
    size: 4,
    guest: { name: 'Emma Collins', phone: '447700900123', locale: 'en' },
    review: {
      rating: 4,
      name: 'Emma',
      text: 'A lovely day with a patient guide who explained the rice terraces and the coffee farm. Lunch was delicious. The road up is steep, so bring good shoes.',
      status: 'tampil',
    },
  },
  {
    type: 'product',
    item: products[0].title,
    daysAgo: 10,
    size: 2,
    guest: { name: 'Budi Santoso', phone: '081311112203', locale: 'id' },
    review: {
      rating: 2,
      name: 'Budi',
      text: 'Kopinya enak tapi pengirimannya lama sekali, hampir seminggu baru sampai. Mohon kabar kalau ada keterlambatan.',
      status: 'disembunyikan',
    },
  },
];
