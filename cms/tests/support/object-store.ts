// A real S3 server (s3rver) on loopback with one bucket, the settings a CMS needs to store its
// uploads there, and a listing of the bucket through the AWS SDK.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { freePort } from './process';

export type ObjectStore = {
  /** S3_* settings for a CMS (and S3_PUBLIC_URL for a web server). */
  env: Record<string, string>;
  publicUrl: string;
  /** The keys in the bucket, sorted. */
  objects: () => Promise<string[]>;
  stop: () => Promise<void>;
};

const BUCKET = 'desa-uji';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startObjectStore(): Promise<ObjectStore> {
  const port = await freePort();
  const directory = mkdtempSync(path.join(os.tmpdir(), 'desa-s3-'));
  const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const publicUrl = `${endpoint}/${BUCKET}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  return {
    publicUrl,
    env: {
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: publicUrl,
    },
    objects: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    stop: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
