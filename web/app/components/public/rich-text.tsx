// The typography of sanitised rich text (an article's content, a homestay's description).

/** Typography of the rich text (headings, lists, quotes, links) without a typography plugin. */
export const RICH_TEXT_CLASS = [
  'space-y-5 text-lg leading-relaxed text-stone-700 dark:text-stone-300',
  '[&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-stone-900 dark:[&_h2]:text-white',
  '[&_h3]:pt-2 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-stone-900 dark:[&_h3]:text-white',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul,&_ol]:space-y-1 [&_ul,&_ol]:pl-6',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-500',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-brand-600 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
].join(' ');
