import { ChevronRight } from 'lucide-react';
import type { ChromeData } from '../../lib/layout/layout';
import { CmsLink } from './CmsLink';

/** The `benefits-bar` block: one line of what the shop promises, optionally a link. */
export function BenefitsBar({ benefits }: { benefits: ChromeData['benefits'] }) {
  if (!benefits) return null;
  const line = <span className="line-clamp-1">{benefits.text}</span>;
  return (
    <div className="bg-accent-soft text-accent-strong">
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-center px-4 text-center text-sm sm:px-6">
        {benefits.link ? (
          <CmsLink
            href={benefits.link}
            className="inline-flex items-center gap-1 rounded-sm font-medium hover:underline"
          >
            {line}
            <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
          </CmsLink>
        ) : (
          <p>{line}</p>
        )}
      </div>
    </div>
  );
}
