// `/privasi` and `/en/privacy`: what the visitor statistics (issue 25) count, what they do not,
// and how long they are kept, in plain words. The figures come from the contract (STATS), so
// the page says what the code does.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PERSONAL_DATA_DAYS, STATS, type Locale } from '@desa/contract';
import { loaderMeta } from '~/components/public/meta';
import { PageHero } from '~/components/public/page-hero';
import { villageBackdrop } from '~/lib/images';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { requestLocale, useLocale } from '~/lib/locale';
import { loadSite, publicHeaders } from '~/lib/public.server';
import { pageMeta } from '~/lib/seo.server';

const YEARS = Math.round(STATS.retentionDays / 365);

type Section = { title: string; paragraphs?: string[]; items?: string[] };

function texts(locale: Locale, site: { name: string; email: string }): { title: string; description: string; sections: Section[] } {
  if (locale === 'en') {
    return {
      title: 'Privacy policy',
      description: 'What this site counts, what it does not, and how long it keeps it.',
      sections: [
        {
          title: 'No cookies, no ads, no trackers',
          paragraphs: [
            'This site sets no cookies for visitors and loads no Google Analytics, Facebook Pixel or any other tracker. Nothing about your visit is sent to a third party.',
          ],
        },
        {
          title: 'What we count',
          items: [
            'the page you open;',
            'where you came from: the referring site, grouped (WhatsApp, Instagram, Facebook, Google, TikTok, other sites by their domain, or "direct"), or the utm_source of the link;',
            'the language of the page;',
            'the kind of device: phone, tablet or desktop;',
            'clicks on the WhatsApp buttons (booking a package or a homestay, ordering a product, the village contact).',
          ],
        },
        {
          title: 'Unique visitors without personal data',
          paragraphs: [
            'To know how many people visited today, the server mixes your IP address and browser type with a random secret (a "salt") that is replaced every day at 00:00 WIB, and keeps only the resulting fingerprint. The old salt is deleted, so nobody, the site\'s managers included, can tell whether yesterday\'s visitor came back today, or turn a fingerprint back into an address.',
          ],
        },
        {
          title: 'What we never keep',
          items: ['your IP address;', 'your browser\'s user agent;', 'cookies, your location or who you are;', 'any profile of a person: only daily totals.'],
        },
        {
          title: 'Do Not Track',
          paragraphs: ['If your browser sends Global Privacy Control or Do Not Track, your visit counts as a page view only, never as a visitor.'],
        },
        {
          title: 'How long',
          paragraphs: [`The daily totals (no personal data) are kept for ${YEARS} years, then deleted automatically. A visitor fingerprint lives for the day only.`],
        },
        {
          title: 'Booking on WhatsApp',
          paragraphs: [
            'When you press a WhatsApp button, the site counts the click and opens WhatsApp. Your message goes straight to the village, the host or the maker; the site never sees it. WhatsApp has its own privacy policy.',
          ],
        },
        {
          title: 'Booking requests',
          paragraphs: [
            `A booking or order form first saves a request with a code: what you asked for, your name, your WhatsApp number and your note. Only the village team reads your name, number and note. They are erased ${PERSONAL_DATA_DAYS} days after your stay (or visit, or order); the code, the dates, the number of people and the amount stay, without your name, for the village's reports.`,
          ],
        },
        {
          title: 'Who runs this site',
          paragraphs: [`${site.name}. Questions about privacy: ${site.email}. This policy follows Indonesia's Personal Data Protection Law (UU No. 27 of 2022).`],
        },
      ],
    };
  }
  return {
    title: 'Kebijakan Privasi',
    description: 'Apa yang dihitung situs ini, apa yang tidak, dan berapa lama disimpan.',
    sections: [
      {
        title: 'Tanpa cookie, tanpa iklan, tanpa pelacak',
        paragraphs: [
          'Situs ini tidak memasang cookie pada pengunjung dan tidak memuat Google Analytics, Facebook Pixel, atau pelacak lain. Tidak ada data kunjungan Anda yang dikirim ke pihak ketiga.',
        ],
      },
      {
        title: 'Yang kami hitung',
        items: [
          'halaman yang Anda buka;',
          'dari mana Anda datang: situs perujuk, dikelompokkan (WhatsApp, Instagram, Facebook, Google, TikTok, situs lain menurut domainnya, atau "Langsung"), atau utm_source pada tautan;',
          'bahasa halaman;',
          'jenis perangkat: ponsel, tablet, atau desktop;',
          'klik tombol WhatsApp (memesan paket atau penginapan, memesan produk, kontak desa).',
        ],
      },
      {
        title: 'Pengunjung unik tanpa data pribadi',
        paragraphs: [
          'Untuk mengetahui berapa orang yang berkunjung hari ini, server mencampur alamat IP dan jenis peramban Anda dengan kode acak rahasia ("garam") yang diganti setiap hari pukul 00.00 WIB, lalu hanya menyimpan sidik hasilnya. Garam lama dihapus, sehingga tidak ada yang bisa mengetahui apakah pengunjung kemarin datang lagi hari ini, atau mengembalikan sidik menjadi alamat, termasuk pengelola situs.',
        ],
      },
      {
        title: 'Yang tidak pernah kami simpan',
        items: ['alamat IP Anda;', 'user agent peramban Anda;', 'cookie, lokasi, atau identitas Anda;', 'profil per orang: hanya jumlah harian.'],
      },
      {
        title: 'Jangan lacak',
        paragraphs: ['Jika peramban Anda mengirim sinyal Global Privacy Control atau Do Not Track, kunjungan Anda hanya dihitung sebagai tayangan halaman, tidak sebagai pengunjung.'],
      },
      {
        title: 'Berapa lama disimpan',
        paragraphs: [`Jumlah harian (tanpa data pribadi) disimpan ${YEARS} tahun, lalu terhapus otomatis. Sidik pengunjung hanya berlaku hari itu.`],
      },
      {
        title: 'Pemesanan lewat WhatsApp',
        paragraphs: [
          'Saat Anda menekan tombol WhatsApp, situs hanya menghitung kliknya lalu membuka WhatsApp. Pesan Anda langsung sampai ke desa, tuan rumah, atau pembuat produk; situs tidak melihatnya. WhatsApp memiliki kebijakan privasinya sendiri.',
        ],
      },
      {
        title: 'Permintaan pesanan',
        paragraphs: [
          `Formulir pemesanan menyimpan permintaan dengan kode lebih dulu: apa yang Anda pesan, nama, nomor WhatsApp dan catatan Anda. Nama, nomor dan catatan hanya dibaca pengelola desa, dan dihapus ${PERSONAL_DATA_DAYS} hari setelah Anda menginap (berkunjung, atau memesan); kode, tanggal, jumlah orang dan nilainya tetap disimpan, tanpa nama Anda, untuk laporan desa.`,
        ],
      },
      {
        title: 'Pengelola situs',
        paragraphs: [`${site.name}. Pertanyaan tentang privasi: ${site.email}. Kebijakan ini mengikuti UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi.`],
      },
    ],
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const site = await loadSite(context, locale);
  const { title, description } = texts(locale, site);
  return { site: { name: site.name, email: site.email }, meta: pageMeta({ request, site, title, description, leadImage: villageBackdrop(site) }) };
}

export const headers = publicHeaders;
export const meta = loaderMeta;

export default function Privacy() {
  const { site } = useLoaderData<typeof loader>();
  const { title, description, sections } = texts(useLocale(), site);
  return (
    <>
      <PageHero title={title} description={description} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-14 text-stone-700 sm:px-6 dark:text-stone-300">
        {sections.map((section, index) => (
          <section key={section.title} aria-labelledby={`privasi-${index}`}>
            <h2 id={`privasi-${index}`} className="text-xl font-bold text-stone-900 dark:text-white">
              {section.title}
            </h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed">
                {paragraph}
              </p>
            ))}
            {section.items ? (
              <ul className="mt-3 list-disc space-y-1 pl-6 leading-relaxed">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
