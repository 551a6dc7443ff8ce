import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '~/lib/cn';

/** Paragraphs shown on 3 lines with 'Lihat semua' / 'Lihat lebih sedikit' (in full without JavaScript). */
export function ClampedText({ paragraphs }: { paragraphs: string[] }) {
  const id = useId();
  const body = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  // The server cannot measure: it assumes the text is long; the browser hides the toggle when it is not.
  const [overflows, setOverflows] = useState(true);

  useEffect(() => {
    const element = body.current;
    if (element && !expanded) setOverflows(element.scrollHeight > element.clientHeight + 1);
  }, [expanded, paragraphs]);

  return (
    <div>
      <div id={id} ref={body} className={cn('space-y-3 leading-relaxed text-stone-700 dark:text-stone-300', !expanded && 'js-clamp line-clamp-3')}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {overflows || expanded ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
          className="js-only mt-2 rounded font-semibold text-brand-700 hover:underline dark:text-brand-500"
        >
          {expanded ? 'Lihat lebih sedikit' : 'Lihat semua'}
        </button>
      ) : null}
    </div>
  );
}
