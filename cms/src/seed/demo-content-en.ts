// English versions of the demo village's translatable fields, for foreign visitors.
// Each list is keyed by the record's Indonesian title (options: name) in ./demo-content;
// prices, dates, times, images and maps are shared with the Indonesian records.
import type { TRANSLATABLE_FIELDS, TranslatableKind } from '@desa/contract';
import type {
  AmenitySeed,
  ArticleSeed,
  EventSeed,
  GallerySeed,
  HomestaySeed,
  OptionSeed,
  PackageSeed,
  ProductSeed,
  TourSeed,
  VillageSeed,
  amenities,
  articles,
  events,
  gallery,
  homestays,
  options,
  packages,
  products,
  tours,
} from './demo-content';

/** A seed record's translatable fields, as the contract lists them for its kind. */
type Texts<Seed, Kind extends TranslatableKind> = Pick<Seed, (typeof TRANSLATABLE_FIELDS)[Kind][number] & keyof Seed>;
export type VillageText = Texts<VillageSeed, 'site'>;
export type OptionText = Texts<OptionSeed, 'setting'>;
export type TourText = Texts<TourSeed, 'tour'>;
export type PackageText = Texts<PackageSeed, 'package'>;
export type HomestayText = Texts<HomestaySeed, 'homestay'>;
export type ProductText = Texts<ProductSeed, 'product'>;
export type EventText = Texts<EventSeed, 'event'>;
export type ArticleText = Texts<ArticleSeed, 'article'>;
export type GalleryText = Texts<GallerySeed, 'gallery'>;
export type AmenityText = Texts<AmenitySeed, 'amenity'>;

type ByTitle<List extends readonly { title: string }[], Text> = Record<List[number]['title'], Text>;

export const villageEn: VillageText = {
  tagline: 'Cool mountain air and a warm village welcome',
  about: [
    'Sukamaju Tourism Village (Desa Wisata Sukamaju) sits on a mountainside in Cisurupan, in the Garut regency of West Java, about 1,200 metres above sea level. With its cool air, terraced rice fields, tea gardens and crystal-clear springs, it is the perfect place to get away from the noise of the city.',
    'Since 2019, the villagers of the Sukamaju tourism group (Pokdarwis, short for Kelompok Sadar Wisata) have run community-based tourism here. You can help plant rice, pick tea, learn how palm sugar is made, stay with a local family and enjoy home-cooked Sundanese food (the cuisine of West Java) made over a wood fire.',
    "Every visit helps the village thrive: part of what you spend goes towards protecting our springs, repairing the village roads and running the children's arts studio. Wilujeng sumping, as we say in Sundanese: welcome to Sukamaju!",
  ].join('\n\n'),
  address: 'Jl. Raya Sukamaju No. 17, Cisurupan District, Garut Regency, West Java 44163, Indonesia',
};

export const optionsEn: Record<(typeof options)[number]['name'], OptionText> = {
  'Area Parkir': { name: 'Parking' },
  Toilet: { name: 'Toilets' },
  Mushola: { name: 'Prayer Room' },
  'Warung Makan': { name: 'Food Stall' },
  Gazebo: { name: 'Gazebo' },
  'Spot Foto': { name: 'Photo Spots' },
  'Pemandu Lokal': { name: 'Local Guides' },
  'Wi-Fi': { name: 'Wi-Fi' },
  'Makan Siang Khas Desa': { name: 'Traditional Village Lunch' },
  'Pemandu Wisata': { name: 'Tour Guide' },
  'Tiket Masuk': { name: 'Entrance Tickets' },
  Dokumentasi: { name: 'Photos of Your Trip' },
  'Air Mineral': { name: 'Bottled Water' },
  'Asuransi Perjalanan': { name: 'Travel Insurance' },
  Suvenir: { name: 'Souvenir' },
  'Transportasi Lokal': { name: 'Local Transport' },
  Sarapan: { name: 'Breakfast' },
  'Air Panas': { name: 'Hot Water' },
  'Kamar Mandi Dalam': { name: 'Private Bathroom' },
  'Wi-Fi Kamar': { name: 'In-Room Wi-Fi' },
  'Parkir Mobil': { name: 'Car Parking' },
  'Dapur Bersama': { name: 'Shared Kitchen' },
  'Kipas Angin': { name: 'Electric Fan' },
  Teras: { name: 'Veranda' },
  Makanan: { name: 'Food' },
  Minuman: { name: 'Drinks' },
  Kerajinan: { name: 'Crafts' },
  Pertanian: { name: 'Farm Produce' },
  'Toilet Umum': { name: 'Public Toilets' },
  'Tempat Parkir': { name: 'Car Parks' },
  'Tempat Ibadah': { name: 'Places of Worship' },
  'Layanan Kesehatan': { name: 'Health Care' },
  Keuangan: { name: 'Cash and Banking' },
  'Informasi Wisata': { name: 'Visitor Information' },
  'Pengisian Daya': { name: 'Charging Points' },
};

export const toursEn: ByTitle<typeof tours, TourText> = {
  'Sawah Terasering Pasir Jambu': {
    title: 'Pasir Jambu Rice Terraces',
    about: 'Terraced rice fields that follow the curves of the hills, watered by the Cikahuripan spring. Early in the morning a thin mist still hangs over the paddies as the farmers head out to work. Depending on the season, you are welcome to join the villagers planting or harvesting rice.',
    location: 'Pasir Jambu Hamlet, Sukamaju Village, Cisurupan, Garut',
  },
  'Curug Cikahuripan': {
    title: 'Cikahuripan Waterfall',
    about: 'A waterfall around 40 metres high, tucked away behind the village forest; locals call it Curug Cikahuripan, curug being the Sundanese word for waterfall. The 1.5-kilometre trail winds through coffee gardens and across a small stream. The pool at its foot is shallow around the edges, so it is safe for a paddle.',
    location: 'Cikahuripan, Sukamaju Village, Cisurupan, Garut',
  },
  'Kebun Teh Pasir Honje': {
    title: 'Pasir Honje Tea Garden',
    about: "A smallholders' tea garden stretching along a ridge, with a volcano as its backdrop. Walk the rows with the tea pickers, then taste green tea processed on the spot in a villager's small tea workshop.",
    location: 'Pasir Honje, Sukamaju Village, Cisurupan, Garut',
  },
  'Situ Sukamaju': {
    title: 'Sukamaju Lake',
    about: 'A small, peaceful lake (situ in Sundanese) with the mountain mirrored on its surface. Hire a wooden boat, try your hand at fishing, or simply relax in a gazebo with a glass of hot bandrek, a spiced ginger and palm sugar drink.',
    location: 'Situ Hamlet, Sukamaju Village, Cisurupan, Garut',
  },
  'Hutan Pinus Leuweung Tiis': {
    title: 'Leuweung Tiis Pine Forest',
    about: "A shady pine forest whose name means 'cool woods' in Sundanese, with gentle footpaths that are ideal for an easy family walk. There is a camping area, and hammocks strung between the trees.",
    location: 'Leuweung Tiis, Sukamaju Village, Cisurupan, Garut',
  },
  'Kampung Adat Sukamaju': {
    title: 'Sukamaju Traditional Hamlet',
    about: "A row of wooden stilt houses thatched with black palm fibre (ijuk), still lived in and lovingly kept by their owners. Your guide will explain how the hamlet is laid out, the role of the leuit, the traditional rice barn, and gotong royong, the spirit of working together that is still very much alive here. Please dress modestly and ask before photographing residents.",
    location: 'Babakan Hamlet, Sukamaju Village, Cisurupan, Garut',
  },
  'Bukit Panyawangan': {
    title: 'Panyawangan Hill',
    about: 'A hilltop with sweeping views across the Garut valley, at its most beautiful at sunset. The climb takes about 30 minutes from the car park, and the steeper stretches have bamboo handrails.',
    location: 'Pasir Panyawangan, Sukamaju Village, Cisurupan, Garut',
  },
};

export const packagesEn: ByTitle<typeof packages, PackageText> = {
  'Paket Jelajah Sehari Sukamaju': { title: 'Sukamaju Day Explorer' },
  'Paket Petani Cilik': { title: 'Little Farmers: A Day for Kids' },
  'Paket Menginap 2 Hari 1 Malam': { title: 'Village Stay: 2 Days, 1 Night' },
  'Paket Fotografi Senja dan Curug': { title: 'Sunset and Waterfall Photography Tour' },
};

export const homestaysEn: ByTitle<typeof homestays, HomestayText> = {
  'Homestay Pasir Jambu': {
    title: 'Pasir Jambu Homestay',
    description: [
      "<p>Ibu Eneng's family home stands right at the edge of the Pasir Jambu rice terraces. From the front veranda you can watch the morning mist settle over the paddies while you sip arabica coffee from the family's own garden.</p>",
      "<p>The three guest rooms are in a wing of the house apart from the family's rooms. Each has its own bathroom with hot water, because nights in Sukamaju can get really cold.</p>",
      '<ul><li>Breakfast of nasi goreng (fried rice) or nasi liwet with dishes from the garden</li><li>Thick blankets, and fresh towels every day</li><li>A five-minute walk to the start of the rice field tour</li></ul>',
    ].join(''),
    location: 'Pasir Jambu Hamlet RT 02/RW 05, Sukamaju Village, Cisurupan, Garut',
  },
  'Pondok Situ Sukamaju': {
    title: 'Sukamaju Lakeside Lodge',
    description: [
      "<p>Pak Dede's house looks straight out over Sukamaju Lake. The rooms are roomy and made for families: each sleeps three, with an extra mattress.</p>",
      '<p>In the morning you can help Pak Dede feed the fish in his pond, or hire a wooden boat to paddle around the lake. There is parking for cars in the front yard.</p>',
    ].join(''),
    location: 'Situ Hamlet RT 01/RW 03, Sukamaju Village, Cisurupan, Garut',
  },
  'Homestay Kebun Teh Ibu Nining': {
    title: "Ibu Nining's Tea Garden Homestay",
    description: [
      '<p>A small house at the far end of the Pasir Honje tea garden, ideal for couples or travellers after some peace and quiet. With only two rooms, staying here feels like visiting family.</p>',
      '<p>Ibu Nining makes her own green tea. In the morning you are welcome to pick the young tea leaves with her, then learn to roast them in the kitchen.</p>',
      '<ul><li>Breakfast and warm green tea every morning</li><li>A shared kitchen to cook for yourself</li><li>Mountain views from the bedroom window</li></ul>',
    ].join(''),
    location: 'Pasir Honje RT 04/RW 02, Sukamaju Village, Cisurupan, Garut',
  },
  'Wisma Pokdarwis Sukamaju': {
    title: 'Sukamaju Group Guesthouse',
    description: [
      "<p>The village tourism group's guesthouse next to the Village Hall, set up for school, university and community groups. Each of its six large rooms sleeps four.</p>",
      "<p>There is a shared kitchen and a big yard for a campfire. What the guesthouse earns goes towards looking after the trails and running the children's arts studio.</p>",
      '<ul><li>Close to the village field and the tour meeting point</li><li>Parking for buses and cars in the yard</li><li>Group meals can be ordered in advance</li></ul>',
    ].join(''),
    location: 'Jl. Raya Sukamaju No. 19, Sukamaju Village, Cisurupan, Garut',
  },
};

export const productsEn: ByTitle<typeof products, ProductText> = {
  'Kopi Arabika Sukamaju': {
    title: 'Sukamaju Arabica Coffee',
    description: "Hand-picked, fully ripe arabica from the gardens on the mountain slopes, given a medium roast by the Mekar Tani farmers' group. Bright, with hints of chocolate and palm sugar. Available as beans or ground: just say which when you order.",
    unit: 'per 250 g pack',
    producer: "Mekar Tani Farmers' Group",
  },
  'Dodol Ketan Gula Aren': {
    title: 'Palm Sugar Dodol',
    description: "Garut's famous dodol, a chewy sweet of glutinous rice flour, coconut milk and palm sugar, stirred for eight hours over a wood fire. Each piece is wrapped in paper. Keeps for two weeks, with no preservatives.",
    unit: 'per 500 g box',
    producer: 'Ibu Imas Masitoh',
  },
  'Batik Tulis Garutan': {
    title: 'Hand-Drawn Garutan Batik',
    description: "Hand-drawn batik in the colours Garut is known for: a soft ivory ground with kawung, parang or truntum patterns. Made with a canting, the batik maker's wax pen, by the women of Sukamaju; each cloth takes two to three weeks. 2 × 1.1 metres.",
    unit: 'per cloth',
    producer: 'Rereng Sukamaju Batik Makers',
  },
  'Jeruk Garut Petik Kebun': {
    title: 'Fresh-Picked Garut Oranges',
    description: 'Garut mandarins picked in the morning straight from the orchard. Thin-skinned, easy to peel, sweet and refreshing. Orders over 5 kg can be delivered to your homestay in Sukamaju.',
    unit: 'per kg',
    producer: 'Pak Asep Mulyana',
  },
  'Keripik Singkong Balado': {
    title: 'Spicy Balado Cassava Chips',
    description: "Thin, crunchy cassava chips coated in sweet-and-spicy balado chilli seasoning. The group's members grow the cassava themselves and fry every batch in fresh oil each day.",
    unit: 'per 200 g pack',
    producer: "Melati Women Farmers' Group",
  },
  'Bandrek Jahe Merah': {
    title: 'Red Ginger Bandrek',
    description: 'Bandrek syrup made from red ginger, palm sugar, cinnamon and lemongrass. Just add hot water for a glass of the warming Sundanese drink. One bottle makes about 15 glasses.',
    unit: 'per 500 ml bottle',
    producer: 'Bu Sri Wahyuni',
  },
  'Boboko Anyaman Bambu': {
    title: 'Woven Bamboo Boboko',
    description: 'A boboko, the traditional Sundanese rice basket, woven from bamboo by Abah Oman, who has been weaving since he was young. Strong and light, and it keeps rice fresh for longer. About 25 cm across.',
    unit: 'per piece',
    producer: 'Abah Oman',
  },
  'Beras Merah Organik Pasir Jambu': {
    title: 'Pasir Jambu Organic Red Rice',
    description: 'Red rice from the Pasir Jambu terraces, grown without chemical fertilisers or pesticides and watered by the Cikahuripan spring. Lightly milled, so the fibre-rich bran stays on.',
    unit: 'per kg',
    producer: "Pasir Jambu Farmers' Association",
  },
};

export const eventsEn: ByTitle<typeof events, EventText> = {
  'Pasar Tani Minggu Pagi': {
    title: "Sunday Morning Farmers' Market",
    description: "Sukamaju's farmers and small producers sell fresh vegetables, arabica coffee, palm sugar and traditional snacks. Come early to get your serabi (rice-flour pancakes) while they are still warm, and a bowl of Mang Udin's bubur ayam, a comforting chicken rice porridge.",
    place: 'Sukamaju Village Field',
  },
  'Malam Seni Sunda: Kacapi Suling': {
    title: 'Sundanese Music Night: Kacapi Suling',
    description: 'An evening of kacapi suling, the gentle music of the Sundanese zither and bamboo flute, with traditional tembang singing by the Sekar Sukamaju arts studio. Warm up with bandrek, boiled sweet potatoes and the cosy atmosphere of the pendopo, the open village pavilion, on a chilly mountain night.',
    place: 'Pendopo (open pavilion), Sukamaju Village Hall',
  },
  'Festival Panen Raya Sukamaju': {
    title: 'Sukamaju Harvest Festival',
    description: "Our yearly harvest thanksgiving, with a parade of the season's produce, a ngaliwet contest between the hamlets (rice cooked with spices in a pot over the fire, Sundanese style) and a performance of dogdog lojor, traditional long drums. In the morning, visitors can join the rice harvest on the terraces.",
    place: 'Pasir Jambu Rice Terraces',
  },
  'Jelajah Curug Bersama Pemandu': {
    title: 'Guided Waterfall Trek',
    description: 'A morning trek to Cikahuripan Waterfall through coffee gardens and village forest, led by members of the village tourism group. The price includes the entrance ticket, bottled water and a riverside breakfast of nasi timbel: rice wrapped in banana leaf with Sundanese side dishes.',
    place: 'Meeting point: Sukamaju Village Hall',
  },
  'Lomba Layang-Layang Antarkampung': {
    title: 'Kite Contest between the Hamlets',
    description: 'Children and teenagers from seven hamlets fly their decorated kites against each other high on the hill. There are prizes for the most beautiful kite, the biggest, and the one that stays up longest.',
    place: 'Panyawangan Hill',
  },
  'Bersih Situ dan Tanam Pohon': {
    title: 'Lake Clean-Up and Tree Planting',
    description: 'A community clean-up around Sukamaju Lake, planting 500 tree seedlings along the shore with students and volunteers from Garut.',
    place: 'Sukamaju Lake',
  },
  'Kemah Ceria di Hutan Pinus': {
    title: 'Family Camp in the Pine Forest',
    description: 'Two days and a night of family camping: a campfire, getting to know the plants of the forest, and stargazing. Tents and sleeping mats are provided by the organisers.',
    place: 'Leuweung Tiis Pine Forest',
  },
  'Pentas Pencak Silat dan Gembyung': {
    title: 'Pencak Silat and Gembyung Performance',
    description: "Sukamaju's pencak silat school shows off the Indonesian martial art to the beat of gembyung, traditional Sundanese frame-drum music. The afternoon ends with a shared meal from the villagers' own gardens.",
    place: 'Sukamaju Village Field',
  },
};

export const articlesEn: ByTitle<typeof articles, ArticleText> = {
  'Mipit Pare: Tradisi Syukuran Panen Padi di Sukamaju': {
    title: "Mipit Pare: Sukamaju's Rice Harvest Thanksgiving",
    content: [
      '<h2>Giving thanks before the harvest</h2>',
      '<p>For the people of Sukamaju, harvest time is about more than cutting rice. Before the first sickle is swung, the village elders hold <strong>mipit pare</strong>, prayers on the narrow banks between the paddies to give thanks for the rain, the fertile soil and a whole season of hard work.</p>',
      '<p>A hamlet elder cuts the first rice, ties it into a small bundle and carries it home to keep in the <em>leuit</em>, the traditional rice barn. Only then does the whole village head into the fields to bring in the harvest together.</p>',
      '<h3>How the day unfolds</h3>',
      '<ol><li>Prayers together on the paddy banks</li><li>The elder cuts the first rice</li><li>The whole community harvests side by side</li><li>Ngaliwet, rice cooked the Sundanese way, and a shared meal in the field huts</li></ol>',
      '<blockquote>"Rice is like a mother. If we honour her, she will keep us alive." — Abah Encep, elder of Pasir Jambu hamlet</blockquote>',
      '<p>Visitors are welcome to take part as long as they follow their guide. The harvest usually falls in March and August; check the <a href="https://www.instagram.com/desawisata.sukamaju/">village\'s Instagram account</a> for exact dates.</p>',
      "<p style=\"text-align: center\"><u>Don't forget a hat, rubber boots and a change of clothes.</u></p>",
    ].join(''),
  },
  'Lima Tips Aman Berkunjung ke Curug Cikahuripan': {
    title: 'Five Safety Tips for Visiting Cikahuripan Waterfall',
    content: [
      "<p>Cikahuripan Waterfall is one of Sukamaju's most popular spots. The trail isn't especially hard, but it does call for a little preparation, particularly in the rainy season.</p>",
      '<h2>Before you set off</h2>',
      "<ul><li><strong>Check the weather forecast</strong> on the website of <a href=\"https://www.bmkg.go.id/\">BMKG</a>, Indonesia's weather agency. Don't trek in heavy rain: the river can rise without warning.</li><li>Wear hiking sandals or shoes with a good grip.</li><li>Bring a rain jacket and a plastic bag for your phone and camera.</li></ul>",
      '<h2>At the waterfall</h2>',
      '<ul><li>Only swim where you see a green flag.</li><li>Take your rubbish back with you; there are bins at the entrance post.</li></ul>',
      '<blockquote><p><strong>Please note:</strong> the trail is closed for the day whenever our guides judge conditions unsafe. Your safety always comes first.</p></blockquote>',
      '<p>Want extra peace of mind? Choose the <em>Sunset and Waterfall Photography Tour</em>, which includes a guide and travel insurance.</p>',
    ].join(''),
  },
  'Dari Kebun ke Cangkir: Cerita Kopi Arabika Sukamaju': {
    title: 'From Farm to Cup: The Story of Sukamaju Arabica',
    content: [
      '<h2>Grown in volcanic soil</h2>',
      '<p>More than a thousand metres up, the volcanic soil of the mountain slopes gives Sukamaju arabica its own character: a bright, fruity acidity with hints of chocolate and palm sugar.</p>',
      "<p>The 32 growers of the Mekar Tani farmers' group practise <strong>red-cherry picking</strong>: only fully ripe coffee cherries are harvested. The beans are then dried on raised bamboo racks for two to three weeks.</p>",
      '<h3>What you can try</h3>',
      '<ul><li>Picking coffee in the garden with the farmers</li><li>Roasting the beans over a clay stove</li><li>Brewing <em>kopi tubruk</em>, with the grounds stirred straight into the cup, and pour-over coffee</li></ul>',
      '<blockquote>Good coffee starts in a garden tended with patience.</blockquote>',
      "<p style=\"text-align: center\">Ground coffee and roasted beans are on sale every day at the <u>village producers' shop in the Village Hall</u>.</p>",
    ].join(''),
  },
  'Menginap di Rumah Warga: Homestay yang Bikin Betah': {
    title: 'Staying with a Local Family: Homestays That Feel Like Home',
    content: [
      '<p>Eighteen homes in Sukamaju are now registered as <strong>homestays</strong>. Every host family has been trained in cleanliness and hospitality, and serves healthy breakfasts made from the produce of its own garden.</p>',
      '<h2>How is it different from a hotel?</h2>',
      "<p>You get far more than a bed for the night. In the morning you can go to the market with your host mother, help her cook nasi liwet, Sundanese spiced rice, or keep your host father company while he feeds the fish in the family's pond.</p>",
      '<h3>What every homestay provides</h3>',
      '<ul><li>A clean bedroom with thick blankets</li><li>A bathroom with hot water</li><li>Sundanese breakfast and dinner</li></ul>',
      '<p><em>Bookings go through the village tourism group (Pokdarwis), so that guests are shared fairly among all the host families.</em></p>',
      '<p>Sukamaju is also listed on <a href="https://jadesta.kemenparekraf.go.id/">Jadesta</a>, the tourism village network of Indonesia\'s Ministry of Tourism and Creative Economy.</p>',
    ].join(''),
  },
  'Kuliner Wajib Coba: Nasi Liwet, Sayur Asem, dan Dodol': {
    title: 'Must-Try Village Food: Nasi Liwet, Sayur Asem and Dodol',
    content: [
      '<h2>Home cooking from the village kitchen</h2>',
      "<p>No visit to Sukamaju is complete without tasting the cooking of the women's farming group, the Kelompok Wanita Tani. Every ingredient comes from the villagers' own gardens and fish ponds, and everything is cooked over a wood fire, which gives it a lovely smoky aroma.</p>",
      '<h3>House favourites</h3>',
      '<ol><li><strong>Nasi liwet</strong>: rice cooked with spices, served with salted fish, petai (stink beans) and shrimp-paste sambal</li><li><strong>Sayur asem</strong>: a tangy tamarind soup with chayote and fresh long beans</li><li><strong>Pepes ikan mas</strong>: carp from the village ponds, spiced and steamed in banana leaves</li><li><strong>Dodol</strong> and <em>wajit</em>, sticky palm-sugar sweets to take home</li></ol>',
      '<blockquote>Eating together from banana leaves is how we welcome guests as family.</blockquote>',
      "<p>Please order a shared meal at least a day before you arrive, through your guide or on the organisers' WhatsApp.</p>",
      '<p style="text-align: center"><em>Hatur nuhun (thank you), and enjoy your meal!</em></p>',
    ].join(''),
  },
  'Pokdarwis Sukamaju Ajak Pemuda Jadi Pemandu Wisata': {
    title: 'Young Villagers Train as Tour Guides',
    content: [
      "<p>Sukamaju's tourism group (Pokdarwis, short for Kelompok Sadar Wisata) has launched a tour guide course for the village's young people. Twenty-five trainees took part in the six-week course, which covered everything from the village's sights to first aid.</p>",
      '<h2>What the course covers</h2>',
      "<ul><li>Sukamaju's history and culture</li><li>Storytelling and basic English</li><li>Trail safety and <u>first aid</u></li><li>Photography and social media</li></ul>",
      '<p>As the head of the group puts it, local guides are the face of the village. <strong>The more young people get involved, the more of what tourism brings in stays in the village.</strong></p>',
      '<blockquote>"I used to work away in the city. Now I can earn a living and look after my own village at the same time." — Rizal, trainee guide</blockquote>',
      '<p>Dates for the next course will be posted on <a href="https://www.indonesia.travel/">Wonderful Indonesia</a> and on the village\'s official channels.</p>',
    ].join(''),
  },
};

export const galleryEn: ByTitle<typeof gallery, GalleryText> = {
  'Pagi di Sawah Pasir Jambu': { title: 'Morning in the Pasir Jambu Rice Fields', caption: 'Light mist over the terraced paddies' },
  'Menanam Padi Bersama Warga': { title: 'Planting Rice with the Villagers', caption: 'Visitors lend a hand at planting time' },
  'Kebun Teh Pasir Honje': { title: 'Pasir Honje Tea Garden', caption: 'Rows of tea with the mountains behind' },
  'Gunung dari Jalan Desa': { title: 'The Mountain from the Village Road', caption: 'The view on the road into Sukamaju' },
  'Senja di Bukit Panyawangan': { title: 'Dusk on Panyawangan Hill', caption: 'The sun setting behind the mountains' },
  'Langit Jingga Sukamaju': { title: 'Orange Skies over Sukamaju', caption: 'A calm evening after the rain' },
  'Situ Sukamaju': { title: 'Sukamaju Lake', caption: 'The mountain mirrored in the village lake' },
  'Perahu Nelayan Situ': { title: 'Fishing Boats on the Lake', caption: 'Villagers fishing for tilapia in the morning' },
  'Hutan Pinus Leuweung Tiis': { title: 'Leuweung Tiis Pine Forest', caption: 'A footpath through the pines' },
  'Curug Cikahuripan': { title: 'Cikahuripan Waterfall', caption: 'A waterfall forty metres high' },
  'Kolam di Kaki Curug': { title: 'The Pool below the Falls', caption: 'A favourite spot for a splash' },
  'Kampung Adat Babakan': { title: 'Babakan Traditional Hamlet', caption: 'Stilt houses with palm-fibre roofs' },
  'Jalan Menuju Kampung': { title: 'The Way into the Hamlet', caption: 'The hamlet gate beside the rice fields' },
  'Festival Panen Raya': { title: 'Harvest Festival', caption: 'Lanterns and banners on festival night' },
  'Pasar Tani Minggu Pagi': { title: "Sunday Morning Farmers' Market", caption: 'Fresh vegetables from village gardens' },
  'Wisata Pantai Bersama Warga': { title: 'A Beach Trip with the Villagers', caption: "A group picnic on Garut's south coast" },
};

export const amenitiesEn: ByTitle<typeof amenities, AmenityText> = {
  'Toilet Umum Balai Desa': {
    title: 'Public Toilets at the Village Hall',
    description: 'Clean toilets with running water, looked after by villagers every day. One cubicle is roomy enough for a wheelchair.',
    location: 'Sukamaju Village Hall, Jl. Raya Sukamaju No. 17',
    hours: 'Open 24 hours',
  },
  'Toilet Curug Cikahuripan': {
    title: 'Cikahuripan Waterfall Toilets',
    description: 'Toilets and changing rooms at the waterfall car park, for a change of clothes after a swim.',
    location: 'Cikahuripan Waterfall car park, Cibeureum hamlet',
    hours: 'Daily 7 am–5 pm',
  },
  'Parkir Utama Lapangan Desa': {
    title: 'Main Car Park at the Village Field',
    description: 'Room for 40 cars and 6 tour buses, watched by attendants from the village youth group.',
    location: 'Sukamaju village field, next to the village hall',
    hours: 'Daily 6 am–10 pm',
  },
  'Masjid Al-Ikhlas': {
    title: 'Al-Ikhlas Mosque',
    description: 'The village mosque, with separate ablution areas and clean prayer robes for guests.',
    location: 'Babakan hamlet, 200 metres from the village hall',
    hours: 'Open 24 hours',
  },
  'Poskesdes Sukamaju': {
    title: 'Sukamaju Village Health Post',
    description: "The village health post, run by the village midwife. First aid for visitors and referrals to the district's health centre.",
    location: 'Jl. Raya Sukamaju No. 21',
    hours: 'Mon–Sat 8 am–2 pm',
  },
  'ATM Pasar Desa': {
    title: 'Village Market ATM',
    description: 'A cash machine next to the village market. Many stalls and craftspeople take cash only.',
    location: 'Sukamaju village market',
    hours: 'Open 24 hours',
  },
  'Pusat Informasi Wisata': {
    title: 'Visitor Information Centre',
    description: 'Ask for directions, guide schedules and tour packages here. A printed village map is free for every guest.',
    location: 'Sukamaju village gate',
    hours: 'Daily 8 am–5 pm',
  },
  'Pojok Isi Daya': {
    title: 'Charging Corner',
    description: 'Power sockets and charging cables for phones and cameras, free for visitors.',
    location: 'Visitor Information Centre, Sukamaju village gate',
    hours: 'Daily 8 am–5 pm',
  },
};
