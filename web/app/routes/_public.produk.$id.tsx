import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { MAX_ORDER_QUANTITY, chatRequest, checkQuantity, orderSummary } from '@desa/contract/booking';
import { chatPath } from '~/lib/whatsapp';
import type { Locale, Product } from '@desa/contract';
import { ArrowLeftIcon, UserIcon } from '~/components/icons';
import { PublicErrorBoundary } from '~/components/public/error-boundary';
import { JsonLd } from '~/components/public/json-ld';
import { SOLID_NAVBAR } from '~/components/public/layout-data';
import { loaderMeta } from '~/components/public/meta';
import { OrderField, OrderForm, type OrderConfig, type OrderReply } from '~/components/public/order-form';
import { PhotoStrip } from '~/components/public/photo-strip';
import { PreviewBanner } from '~/components/public/preview-banner';
import { ResponsiveImage } from '~/components/public/responsive-image';
import { viewerLinks } from '~/components/public/viewer-styles';
import { productDetail, productTexts } from '~/content/product';
import { readForm } from '~/lib/form.server';
import { useLocaleTexts, useTexts } from '~/lib/i18n';
import { productJsonLd } from '~/lib/json-ld.server';
import { localizedPath, requestLocale, useLocalizedPath } from '~/lib/locale';
import { detailAnswer, readDetail } from '~/lib/preview.server';
import { loadContact, loadSite, publicHeaders, siteOrigin } from '~/lib/public.server';
import { pageMeta } from '~/lib/seo.server';
import { excerpt } from '~/lib/text';

async function readProduct({ params, request, context }: LoaderFunctionArgs) {
  const [{ record, preview }, contact] = await Promise.all([
    readDetail<Product>(context, request, `/product/${encodeURIComponent(params.id ?? '')}?with=formats`),
    loadContact(context),
  ]);
  return { product: record, preview, phone: record.producer_phone ?? contact?.phone ?? null };
}

/** What the order form's script needs; null when the product is sold out or nobody can be written to. */
function orderConfig(product: Product, phone: string | null, locale: Locale): OrderConfig | null {
  if (!phone || product.availability === 'Habis') return null;
  const { title, price, unit } = product;
  return { kind: 'order', goods: { title, price, unit }, chat: chatPath('product', locale, product.id), locale };
}

export async function loader(args: LoaderFunctionArgs) {
  const locale = requestLocale(args.request);
  const [{ product, preview, phone }, site] = await Promise.all([readProduct(args), loadSite(args.context, locale)]);
  const origin = siteOrigin(args.request);
  return detailAnswer(
    {
      product: productDetail(product, locale),
      order: orderConfig(product, phone, locale),
      summary: orderSummary(product, 1, locale),
      jsonLd: productJsonLd(product, { site, origin, url: origin + localizedPath(`/produk/${product.id}`, locale) }),
      meta: pageMeta({ request: args.request, site, title: product.title, description: excerpt(product.description), image: product.thumbnail }),
    },
    preview,
  );
}

/** The order form without JavaScript: checked here, answered with the chat link or the problem. */
export async function action(args: ActionFunctionArgs) {
  const locale = requestLocale(args.request);
  const [{ product }, form] = await Promise.all([readProduct(args), readForm(args.request)]);
  const values = { quantity: String(form.get('quantity') ?? '') };
  const checked = checkQuantity(values, locale);
  const open = product.availability !== 'Habis' && checked.value;
  const reply: OrderReply = open ? { values, href: chatRequest(chatPath('product', locale, product.id), values) } : { values, errors: checked.errors };
  return { reply, summary: orderSummary(product, checked.value ?? 1, locale) };
}

export const headers = publicHeaders;
export const handle = SOLID_NAVBAR;
export const links = viewerLinks;
export const meta = loaderMeta;

export default function ProductDetail() {
  const { product, order, summary, jsonLd, preview } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const texts = useLocaleTexts(productTexts);
  const { booking: words } = useTexts();
  const href = useLocalizedPath();
  return (
    <article className="pb-20">
      <JsonLd data={jsonLd} />
      <div className="mx-auto max-w-6xl px-4 pt-24 sm:px-6">
        {preview ? <PreviewBanner /> : null}
        <Link to={href('/produk')} className="inline-flex items-center gap-2 rounded text-sm font-semibold text-brand-700 hover:underline dark:text-brand-500">
          <ArrowLeftIcon className="size-4" />
          {texts.back}
        </Link>
      </div>
      <div className="mx-auto mt-5 grid max-w-6xl gap-10 px-4 sm:px-6 md:grid-cols-2">
        <div>
          <ResponsiveImage
            image={product.images?.thumbnail}
            fallback={product.thumbnail}
            alt={product.title}
            sizes="(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw"
            priority
            className="aspect-square w-full rounded-3xl object-cover shadow-lg"
          />
          <PhotoStrip photos={product.photos} label={texts.photos} compact />
        </div>
        <div className="space-y-6">
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-500">{product.category}</p>
            <h1 className="mt-2 text-3xl leading-tight font-extrabold tracking-tight text-balance text-stone-900 md:text-4xl dark:text-white">{product.title}</h1>
            <p className="mt-3 inline-flex items-center gap-2 text-stone-600 dark:text-stone-400">
              <UserIcon className="size-4 text-brand-700 dark:text-brand-500" />
              {texts.producer} {product.producer}
            </p>
            <p className="mt-4 text-3xl font-extrabold text-amber-700 dark:text-amber-400">
              {product.priceLabel} <span className="text-base font-semibold text-stone-600 dark:text-stone-400">{product.unit}</span>
            </p>
            {product.soldOut ? (
              <p className="mt-3 inline-flex rounded-full bg-stone-200 px-3 py-1 text-sm font-semibold text-stone-800 dark:bg-stone-800 dark:text-stone-200">{texts.soldOut}</p>
            ) : null}
          </div>
          <section aria-labelledby="tentang-produk">
            <h2 id="tentang-produk" className="mb-3 text-xl font-bold text-stone-900 dark:text-white">
              {texts.about}
            </h2>
            <div className="space-y-3 leading-relaxed text-stone-700 dark:text-stone-300">
              {product.description.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>
          <OrderForm
            title={words.orderTitle}
            config={order}
            reply={answered?.reply}
            summary={answered?.summary ?? summary}
            texts={{ ...words, unavailable: product.soldOut ? texts.soldOut : undefined }}
          >
            {(field) => <OrderField name="quantity" label={`${words.quantity} (${product.unit})`} type="number" min={1} max={MAX_ORDER_QUANTITY} field={{ ...field('quantity'), defaultValue: field('quantity').defaultValue ?? '1' }} />}
          </OrderForm>
        </div>
      </div>
    </article>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
