// A new booking request is mailed to the village's address (its profile's e-mail) when SMTP_URL
// is set (nodemailer). Sent after the request is stored and answered: a mail that fails is
// logged and never loses or delays the request.
import type { Core } from '@strapi/strapi';
import nodemailer, { type Transporter } from 'nodemailer';
import { BOOKING_REQUEST, REQUEST_STATUS_LABELS, requestLines, type BookingRequest } from '@desa/contract';
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
