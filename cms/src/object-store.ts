// Uploads in an S3-compatible object store (MinIO, Cloudflare R2, Wasabi, AWS, …) when
// S3_BUCKET is set, so every CMS replica sees every image; otherwise on local disk
// (<public>/uploads). Image URLs then start with S3_PUBLIC_URL (the bucket or a CDN in front).
import { env } from './env';

/** The origin images are served from when uploads live in the store, for CSP img-src. */
export function objectStoreOrigins(): string[] {
  return env.S3_BUCKET && env.S3_PUBLIC_URL ? [new URL(env.S3_PUBLIC_URL).origin] : [];
}

/** The upload plugin's provider settings: Strapi's aws-s3 provider, or nothing (local disk). */
export function objectStore(): Record<string, unknown> {
  // env.ts refuses S3_BUCKET without S3_PUBLIC_URL.
  if (!env.S3_BUCKET || !env.S3_PUBLIC_URL) return {};
  return {
    provider: 'aws-s3',
    providerOptions: {
      baseUrl: env.S3_PUBLIC_URL,
      s3Options: {
        endpoint: env.S3_ENDPOINT,
        region: env.S3_REGION,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
        credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
        // No ACL header: the bucket's own policy makes it readable (many stores refuse ACLs).
        params: { Bucket: env.S3_BUCKET, ACL: undefined },
        // Checksums only where S3 requires them: most S3-compatible stores reject the newer
        // streaming checksums the AWS SDK sends by default.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    },
  };
}
