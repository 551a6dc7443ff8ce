import { useTexts } from '~/lib/i18n';
import { hook } from '~/lib/public-hooks';
import { WithContact } from './contact';
import { ArrowUpIcon, WhatsAppIcon } from '~/components/icons';
import type { ContactData } from './layout-data';

const buttonClass =
  'flex size-12 items-center justify-center rounded-full shadow-lg ring-1 ring-black/5 transition hover:scale-105 motion-safe:animate-[fade-up_200ms_ease-out]';

/** Chat and scroll-to-top buttons: hidden until the public script sees the page scrolled past a quarter of the window, and while a form is on screen. */
export function FloatingButtons({ contact }: { contact: ContactData }) {
  const { layout } = useTexts();
  return (
    <aside
      {...hook('floatingButtons')}
      hidden
      aria-label={layout.shortcuts}
      className="fixed right-4 bottom-4 z-30 flex flex-col items-center gap-3 sm:right-6 sm:bottom-6"
    >
      <WithContact contact={contact} loading={null}>
        {(person) =>
          person?.whatsappHref ? (
            <a href={person.whatsappHref} target="_blank" rel="noopener noreferrer" aria-label={layout.chatWhatsApp} className={`${buttonClass} bg-[#128c4a] text-white`}>
              <WhatsAppIcon className="size-6" />
            </a>
          ) : null
        }
      </WithContact>
      <button type="button" {...hook('scrollToTop')} aria-label={layout.backToTop} className={`${buttonClass} bg-white text-stone-800 dark:bg-stone-800 dark:text-stone-100`}>
        <ArrowUpIcon className="size-5" />
      </button>
    </aside>
  );
}
