import { useId } from 'react';
import { useTexts } from '~/lib/i18n';
import { hook } from '~/lib/public-hooks';
import { RICH_TEXT_CLASS } from './rich-text';

function ClampToggle({ id, more, less }: { id: string; more: string; less: string }) {
  return (
    <button
      type="button"
      {...hook('clampToggle')}
      aria-expanded={false}
      aria-controls={id}
      data-more={more}
      data-less={less}
      className="js-only mt-2 rounded font-semibold text-brand-700 hover:underline dark:text-brand-500"
    >
      {more}
    </button>
  );
}

/**
 * Paragraphs shown on 3 lines with 'Lihat semua' / 'Lihat lebih sedikit' (in full without
 * JavaScript). The server cannot measure: it shows the toggle, and the public script hides it
 * when the text fits and flips it on click.
 */
export function ClampedText({ paragraphs }: { paragraphs: string[] }) {
  const id = useId();
  const { readMore, readLess } = useTexts();
  return (
    <div>
      <div id={id} className="js-clamp line-clamp-3 space-y-3 leading-relaxed text-stone-700 dark:text-stone-300">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <ClampToggle id={id} more={readMore} less={readLess} />
    </div>
  );
}

/** Sanitised rich text (a homestay's description) shown on 3 lines with the same toggle. */
export function ClampedHtml({ html }: { html: string }) {
  const id = useId();
  const { readMore, readLess } = useTexts();
  return (
    <div>
      <div id={id} className={`js-clamp line-clamp-3 ${RICH_TEXT_CLASS} text-base`} dangerouslySetInnerHTML={{ __html: html }} />
      <ClampToggle id={id} more={readMore} less={readLess} />
    </div>
  );
}
