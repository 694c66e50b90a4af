import type { ReactNode } from 'react';
import { trackPromotion } from '../../lib/analytics/analytics';
import { CmsLink } from '../layout/CmsLink';

interface PromoLinkProps {
  promotion: { code: string; name: string; link: string | null };
  /** Where on the page it is (GA4 creative_slot), e.g. `slider-1`. */
  slot: string;
  className?: string;
  children: ReactNode;
}

/** A banner or slide: a link when the CMS gave one, reporting the click as select_promotion. */
export function PromoLink({ promotion, slot, className, children }: PromoLinkProps) {
  if (!promotion.link) return <div className={className}>{children}</div>;
  return (
    <CmsLink
      href={promotion.link}
      className={className}
      onClick={() => trackPromotion({ id: promotion.code, name: promotion.name, slot })}
    >
      {children}
    </CmsLink>
  );
}
