import { CheckIcon } from '~/components/icons';

/** A detail page's facilities (a tour's, a homestay's): two columns of checked items. */
export function FacilityList({ facilities }: { facilities: string[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3">
      {facilities.map((facility) => (
        <li key={facility} className="flex items-center gap-2 rounded-xl bg-white px-3 py-3 text-sm ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
          <CheckIcon className="size-5 shrink-0 text-brand-700 dark:text-brand-500" />
          {facility}
        </li>
      ))}
    </ul>
  );
}
