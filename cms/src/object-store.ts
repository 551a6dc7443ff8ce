// Uploads in an S3-compatible object store (MinIO, Cloudflare R2, Wasabi, AWS, …) when
// S3_BUCKET is set, so every CMS replica sees every image; otherwise on local disk
// (<public>/uploads). Image URLs then start with S3_PUBLIC_URL (the bucket or a CDN in front).
import type { Core } from '@strapi/strapi';

type Env = Core.Config.Shared.ConfigParams['env'];

/** The origin images are served from when uploads live in the store, for CSP img-src. */
export function objectStoreOrigins(env: Env): string[] {
  return env('S3_BUCKET') ? [new URL(env('S3_PUBLIC_URL', '')).origin] : [];
}

/** The upload plugin's provider settings: Strapi's aws-s3 provider, or nothing (local disk). */
export function objectStore(env: Env): Record<string, unknown> {
  const bucket = env('S3_BUCKET');
  if (!bucket) return {};
  const publicUrl = env('S3_PUBLIC_URL', '');
  if (!/^https?:\/\//.test(publicUrl)) {
    throw new Error('S3_PUBLIC_URL belum diisi: wajib bila S3_BUCKET diisi (alamat publik isi bucket, misalnya https://foto.desa.example).');
  }
  return {
    provider: 'aws-s3',
    providerOptions: {
      baseUrl: publicUrl.replace(/\/+$/, ''),
      s3Options: {
        endpoint: env('S3_ENDPOINT') || undefined,
        region: env('S3_REGION', 'us-east-1'),
        forcePathStyle: env.bool('S3_FORCE_PATH_STYLE', false),
        credentials: { accessKeyId: env('S3_ACCESS_KEY_ID'), secretAccessKey: env('S3_SECRET_ACCESS_KEY') },
        // No ACL header: the bucket's own policy makes it readable (many stores refuse ACLs).
        params: { Bucket: bucket, ACL: undefined },
        // Checksums only where S3 requires them: most S3-compatible stores reject the newer
        // streaming checksums the AWS SDK sends by default.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    },
  };
}
