import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { cms } from '~/lib/cms.server';
import type { Site } from '~/lib/types';

export async function loader() {
  return cms<Site>('/site');
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.name ?? 'Desa Wisata' }];

export default function Home() {
  const site = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-bold">{site.name}</h1>
      <p>{site.tagline}</p>
    </main>
  );
}
