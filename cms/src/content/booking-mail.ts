// A new booking request, and a platform's stay over a confirmed one, are mailed to the village's
// address (its profile's e-mail) when SMTP_URL is set (nodemailer). Sent after the request is
// stored and answered: a mail that fails is logged and never loses or delays the request.
import type { Core } from '@strapi/strapi';
import nodemailer, { type Transporter } from 'nodemailer';
import { BOOKING_REQUEST, IMPORT_MESSAGES, REQUEST_STATUS_LABELS, conflictText, requestLines, type BookingRequest, type CalendarConflict } from '@desa/contract';
import { env } from '../env';
import { findVillage } from './village';

let transport: Transporter | undefined;

function mailer(): Transporter | undefined {
  if (!env.SMTP_URL) return undefined;
  transport ??= nodemailer.createTransport(env.SMTP_URL);
  return transport;
}

/** The mail's text: what was asked for, who asks, and where the inbox is. */
export function newRequestText(request: BookingRequest): string {
  return [
    `Kode pesanan: ${request.code} (${REQUEST_STATUS_LABELS.id[request.status]})`,
    `${request.item_title}`,
    ...requestLines(request, 'id'),
    '',
    `Nama: ${request.name ?? '-'}`,
    `WhatsApp: +${request.phone ?? '-'}`,
    ...(request.note ? [`Catatan: ${request.note}`] : []),
    '',
    `Kotak pesanan: ${env.PUBLIC_WEB_URL}/admin/pemesanan`,
  ].join('\n');
}

export function notifyNewRequest(strapi: Core.Strapi, request: BookingRequest): void {
  const transporter = mailer();
  if (!transporter) return;
  void (async () => {
    const village = await findVillage(strapi);
    if (!village?.email) return;
    await transporter.sendMail({
      from: env.MAIL_FROM,
      to: village.email,
      subject: BOOKING_REQUEST.mailSubject(request.code, request.item_title),
      text: newRequestText(request),
    });
  })().catch((error: unknown) => strapi.log.warn(`Surel pesanan ${request.code} tidak terkirim: ${error instanceof Error ? error.message : error}`));
}

/**
 * A platform's stay over nights a confirmed request here holds: mailed to the village and to the
 * homestay's partner (when it has one with an e-mail). Nothing is cancelled by itself.
 */
export function notifyConflicts(strapi: Core.Strapi, homestay: { id: string; title: string; partnerEmail: string | null }, conflicts: CalendarConflict[]): void {
  const transporter = mailer();
  if (!transporter || !conflicts.length) return;
  void (async () => {
    const village = await findVillage(strapi);
    const to = [...new Set([village?.email, homestay.partnerEmail].filter((address): address is string => Boolean(address)))];
    if (!to.length) return;
    await transporter.sendMail({
      from: env.MAIL_FROM,
      to,
      subject: `${IMPORT_MESSAGES.conflictSubject}: ${homestay.title}`,
      text: [
        homestay.title,
        ...conflicts.map(conflictText),
        '',
        IMPORT_MESSAGES.conflictAdvice,
        `${env.PUBLIC_WEB_URL}/admin/pemesanan?kalender=${homestay.id}`,
      ].join('\n'),
    });
  })().catch((error: unknown) => strapi.log.warn(`Surel bentrok jadwal ${homestay.id} tidak terkirim: ${error instanceof Error ? error.message : error}`));
}
