// A busy village's items and booking requests for the benches (bench:report, bench:payment):
// 10 homestays, 5 packages and 10 products made through the API, then `perDay` requests a day
// over `days` days written straight into the SQLite database (six in ten confirmed or completed),
// each day's own rows beside them through `eachDay` in the same transaction.
import { createRequire } from 'node:module';
import path from 'node:path';
import { createRecord } from './bench-env.mjs';

const require = createRequire(import.meta.url);
const { addDays, todayInJakarta } = require('@desa/contract');
const Database = require('better-sqlite3');

const STATUSES = ['baru', 'dikonfirmasi', 'dikonfirmasi', 'selesai', 'selesai', 'selesai', 'ditolak', 'batal', 'baru', 'dikonfirmasi'];

/** @typedef {{ type: string, id: string, price: number }} Item */

/**
 * The items a request can be for.
 * @param {{ url: string, token: string }} cms
 * @returns {Promise<Item[]>}
 */
export async function villageItems(cms) {
  const auth = { authorization: `Bearer ${cms.token}`, 'content-type': 'application/json' };
  for (const [name, category] of [['Sarapan', 'Fasilitas Penginapan'], ['Pemandu', 'Benefit'], ['Makanan', 'Kategori Produk']]) {
    await fetch(`${cms.url}/api/v1/setting/create`, { method: 'POST', headers: auth, body: JSON.stringify({ name, category }) });
  }
  /** @type {Item[]} */
  const items = [];
  for (let n = 1; n <= 10; n += 1) {
    const fields = { title: `Homestay ${n}`, description: '<p>Rumah warga.</p>', host: `Tuan Rumah ${n}`, location: 'Dusun', rooms: '4', guests_per_room: '2', price: '250000', facility: 'Sarapan', check_in: '14:00', check_out: '12:00' };
    items.push({ type: 'homestay', id: await createRecord(cms, '/homestay/create', fields, 'files'), price: 250_000 });
  }
  for (let n = 1; n <= 5; n += 1) items.push({ type: 'package', id: await createRecord(cms, '/package/create', { title: `Paket ${n}`, price: '150000', benefit: 'Pemandu' }, 'file'), price: 150_000 });
  for (let n = 1; n <= 10; n += 1) {
    const fields = { title: `Produk ${n}`, description: 'Buatan warga.', category: 'Makanan', price: '15000', unit: 'per bungkus', producer: `Perajin ${n}` };
    items.push({ type: 'product', id: await createRecord(cms, '/product/create', fields, 'files'), price: 15_000 });
  }
  return items;
}

/**
 * Writes the requests; answers how many. One request through the API shows the table's columns,
 * the rest are its copies.
 * @param {{ url: string, workDir: string }} cms
 * @param {Item[]} items
 * @param {{ days: number, perDay: number, random: () => number, eachDay?: (db: import('better-sqlite3').Database, day: string) => void }} options
 */
export async function fillRequests(cms, items, { days, perDay, random, eachDay }) {
  const today = todayInJakarta();
  const first = await fetch(`${cms.url}/api/v1/booking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'homestay', item_id: items[0].id, check_in: today, nights: 1, guests: 1, name: 'Tamu', phone: '081234567890' }),
  });
  if (first.status !== 201) throw new Error(`POST /booking: ${first.status}`);
  const db = new Database(path.join(cms.workDir, 'bench.db'));
  const template = /** @type {Record<string, unknown>} */ (db.prepare('SELECT * FROM booking_requests LIMIT 1').get());
  const columns = Object.keys(template).filter((column) => column !== 'id');
  const insert = db.prepare(`INSERT INTO booking_requests (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`);
  let requests = 0;
  db.transaction(() => {
    for (let back = 0; back < days; back += 1) {
      const made = addDays(today, -back);
      eachDay?.(db, made);
      for (let n = 0; n < perDay; n += 1) {
        const item = items[Math.floor(random() * items.length)];
        const firstDay = addDays(made, Math.floor(random() * 21));
        const nights = item.type === 'homestay' ? 1 + Math.floor(random() * 3) : null;
        const status = STATUSES[requests % STATUSES.length];
        const estimate = item.price * (nights ?? 2);
        insert.run({
          ...template,
          code: `Z${requests.toString(36).toUpperCase().padStart(5, '0')}`,
          document_id: `bench${requests}`,
          type: item.type,
          item_id: item.id,
          check_in: item.type === 'homestay' ? firstDay : null,
          nights,
          rooms: item.type === 'homestay' ? 1 : null,
          guests: item.type === 'homestay' ? 2 : null,
          date: item.type === 'package' ? firstDay : null,
          people: item.type === 'package' ? 2 : null,
          quantity: item.type === 'product' ? 2 : null,
          made_on: made,
          first_day: item.type === 'product' ? made : firstDay,
          last_day: item.type === 'product' ? made : addDays(firstDay, (nights ?? 1) - 1),
          status,
          estimate,
          amount: status === 'baru' || status === 'ditolak' ? null : estimate,
        });
        requests += 1;
      }
    }
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  // The fill took longer than the server keeps an idle connection: the first call may find it closed.
  await fetch(`${cms.url}/_health`).catch(() => undefined);
  return requests;
}
