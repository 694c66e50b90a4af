import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';

export interface FaqItemData {
  code: string;
  question: string;
  /** Sanitized HTML (the loader cleans the CMS answer). */
  answer: string;
}

/**
 * One question (SPEC §2 FAQ item): collapsed at first, each click toggles it. The answer area is at most
 * 30rem high (scrolling beyond), the expanding container at most 100rem, which the height transition
 * animates towards. A link to `/faq#faq-<code>` opens its question.
 */
export function FaqItem({ item }: { item: FaqItemData }) {
  const anchor = `faq-${item.code}`;
  const [open, setOpen] = useState(false);
  const { hash } = useLocation();
  const id = useId();

  useEffect(() => {
    // The hash is only known in the browser: open the linked question after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (hash === `#${anchor}`) setOpen(true);
  }, [hash, anchor]);

  return (
    <div id={anchor} className="scroll-mt-32 border-b border-line">
      <h2>
        <button
          type="button"
          id={`${id}-question`}
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          onClick={() => setOpen((value) => !value)}
          className="group flex w-full items-center justify-between gap-4 py-5 text-left text-lg font-medium text-ink hover:text-accent"
        >
          {item.question}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-ink-muted transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none"
          />
        </button>
      </h2>
      <div
        id={`${id}-answer`}
        role="region"
        aria-labelledby={`${id}-question`}
        className={`overflow-hidden transition-[max-height,visibility] duration-300 motion-reduce:transition-none ${
          open ? 'visible max-h-[100rem]' : 'invisible max-h-0'
        }`}
      >
        <div
          className="max-h-[30rem] overflow-y-auto pb-6 text-ink-muted [&_li]:ml-5 [&_ol]:list-decimal [&_p+p]:mt-3 [&_ul]:list-disc"
          dangerouslySetInnerHTML={{ __html: item.answer }}
        />
      </div>
    </div>
  );
}
