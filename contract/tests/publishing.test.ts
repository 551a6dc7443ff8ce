// Publishing fields (issue 22): WIB times both ways, and the rules the admin form and the CMS share.
import { describe, expect, it } from 'vitest';
import { PUBLISHING, formatPublishAt, parsePublishAt, publishingSchema, signPreview, toWibIso, toWibLocal, verifyPreview } from '../src/index.js';

const NOW = new Date('2026-11-25T05:00:00Z'); // 12:00 WIB
const check = (input: object) => publishingSchema(() => NOW).safeParse(input);
const messages = (input: object) => {
  const result = check(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('publish times', () => {
  it('reads YYYY-MM-DDTHH:mm as WIB and ISO 8601 with its offset', () => {
    expect(parsePublishAt('2026-12-01T08:00')?.toISOString()).toBe('2026-12-01T01:00:00.000Z');
    expect(parsePublishAt('2026-12-01T08:00:00+07:00')?.toISOString()).toBe('2026-12-01T01:00:00.000Z');
    expect(parsePublishAt('2026-12-01T01:00:00.5Z')?.toISOString()).toBe('2026-12-01T01:00:00.500Z');
    expect(parsePublishAt('2026-12-01T08:00-05:30')?.toISOString()).toBe('2026-12-01T13:30:00.000Z');
    for (const bad of ['2026-02-30T08:00', '2026-12-01T24:00', '2026-12-01 08:00', '2026-12-01T08:00:00', 'besok', '', '2026-02-30T10:00Z', '2026-12-01T25:00:00+07:00', '+012026-12-01T08:00Z', '1970-01-01T08:00']) {
      expect(parsePublishAt(bad), bad).toBeNull();
    }
  });

  it('writes WIB: ISO with +07:00, the form value and a label', () => {
    expect(toWibIso('2026-12-01T01:00:00.000Z')).toBe('2026-12-01T08:00:00+07:00');
    expect(toWibIso('2026-12-31T20:30:00Z')).toBe('2027-01-01T03:30:00+07:00');
    expect(toWibLocal(new Date('2026-12-01T01:05:00Z'))).toBe('2026-12-01T08:05');
    expect(formatPublishAt('2026-12-01T01:05:00Z')).toBe('1 Desember 2026 08.05 WIB');
  });
});

describe('publishing schema', () => {
  it('keeps the legacy meaning without a status, and drops publish_at unless scheduled', () => {
    expect(check({})).toMatchObject({ success: true, data: { status: undefined, publishAt: null } });
    expect(check({ status: 'draft', publish_at: '2026-12-01T08:00' })).toMatchObject({ success: true, data: { status: 'draft', publishAt: null } });
    expect(check({ status: ' published ' })).toMatchObject({ success: true, data: { status: 'published' } });
  });

  it('takes a future time for a schedule, in WIB', () => {
    const result = check({ status: 'scheduled', publish_at: '2026-11-25T12:05' });
    expect(result.success && result.data.publishAt?.toISOString()).toBe('2026-11-25T05:05:00.000Z');
  });

  it('refuses in Indonesian under the field', () => {
    expect(messages({ status: 'terbit' })).toEqual({ status: PUBLISHING.statusInvalid });
    expect(messages({ status: 'scheduled' })).toEqual({ publish_at: PUBLISHING.publishAtRequired });
    expect(messages({ status: 'scheduled', publish_at: '25/11/2026 13:00' })).toEqual({ publish_at: PUBLISHING.publishAtInvalid });
    expect(messages({ status: 'scheduled', publish_at: '2026-11-25T12:00' })).toEqual({ publish_at: PUBLISHING.publishAtPast });
    expect(messages({ status: 'scheduled', publish_at: '2026-11-25T11:55' })).toEqual({ publish_at: PUBLISHING.publishAtPast });
  });
});

describe('preview links', () => {
  const secret = 'rahasia-bersama';
  it('open one record for an hour, and nothing else', async () => {
    const token = await signPreview(secret, { kind: 'article', id: 'abc', now: NOW });
    const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
    expect(await verifyPreview(secret, { kind: 'article', id: 'abc', token, now: at(59) })).toBe(true);
    expect(await verifyPreview(secret, { kind: 'article', id: 'abc', token, now: at(61) })).toBe(false);
    expect(await verifyPreview(secret, { kind: 'article', id: 'abd', token, now: NOW })).toBe(false);
    expect(await verifyPreview(secret, { kind: 'tour', id: 'abc', token, now: NOW })).toBe(false);
    expect(await verifyPreview('rahasia-lain', { kind: 'article', id: 'abc', token, now: NOW })).toBe(false);
    const [expires, signature] = token.split('.');
    expect(await verifyPreview(secret, { kind: 'article', id: 'abc', token: `${Number(expires) + 3600}.${signature}`, now: NOW })).toBe(false);
    const flipped = signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0');
    expect(await verifyPreview(secret, { kind: 'article', id: 'abc', token: `${expires}.${flipped}`, now: NOW })).toBe(false);
    for (const junk of ['', 'x', `${expires}`, `${expires}.`, `abc.${signature}`]) expect(await verifyPreview(secret, { kind: 'article', id: 'abc', token: junk, now: NOW })).toBe(false);
    expect(await verifyPreview('', { kind: 'article', id: 'abc', token, now: NOW })).toBe(false);
  });
});
