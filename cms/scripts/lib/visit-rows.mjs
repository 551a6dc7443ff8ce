// A busy village's visitor statistics for the benches (bench:stats, bench:report): the daily
// rows of `viewsPerDay` views drawn over 60 pages, 8 source groups and 40 referring sites, two
// languages and three devices, the way visits spread (a few pages and sources take most). Seeded,
// so two runs draw the same village.

/**
 * @typedef {{ day: string, path: string, source: string, language: string, device: string, views: number, visitors: number, whatsapp: number }} VisitRow
 * @param {number} viewsPerDay
 * @param {number} [seed]
 */
export function visitRows(viewsPerDay, seed = 42) {
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  /** Zipf-like: the first items take most of the draws. @template T @param {T[]} items */
  const skewed = (items) => {
    const weights = items.map((_, index) => 1 / (index + 1));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    return () => {
      let left = random() * total;
      for (const [index, weight] of weights.entries()) if ((left -= weight) <= 0) return items[index];
      return items[items.length - 1];
    };
  };
  const page = skewed(['/', '/wisata', '/penginapan', '/produk', '/galeri', '/agenda', '/artikel', ...Array.from({ length: 53 }, (_, index) => `/${['wisata', 'penginapan', 'produk', 'artikel', 'agenda'][index % 5]}/doc${index}`)]);
  const source = skewed(['langsung', 'internal', 'whatsapp', 'google', 'instagram', 'facebook', 'tiktok', 'lainnya', ...Array.from({ length: 40 }, (_, index) => `situs${index}.example`)]);
  const language = () => (random() < 0.85 ? 'id' : 'en');
  const device = () => {
    const draw = random();
    return draw < 0.75 ? 'ponsel' : draw < 0.95 ? 'desktop' : 'tablet';
  };
  return {
    random,
    /** One day's rows: the distinct (page, source, language, device) its views fall into. @param {string} day @returns {VisitRow[]} */
    dayRows(day) {
      /** @type {Map<string, VisitRow>} */
      const rows = new Map();
      for (let view = 0; view < viewsPerDay; view += 1) {
        const key = { day, path: page(), source: source(), language: language(), device: device() };
        const id = Object.values(key).join('|');
        const row = rows.get(id) ?? { ...key, views: 0, visitors: 0, whatsapp: 0 };
        row.views += 1;
        if (random() < 0.35) row.visitors += 1;
        rows.set(id, row);
      }
      return [...rows.values()];
    },
  };
}
