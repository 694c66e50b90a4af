import type { ReactNode } from 'react';
import { isInternalLink } from '../../lib/content/content';
import { LocalizedLink } from '../LocalizedLink';

interface CmsLinkProps {
  /** A link typed into the CMS: internal when it starts with `/`, external otherwise. */
  href: string;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}

/** A CMS link: a client-side navigation in the current locale, or an external page in a new tab. */
export function CmsLink({ href, className, onClick, children }: CmsLinkProps) {
  if (isInternalLink(href)) {
    return (
      <LocalizedLink to={href} className={className} onClick={onClick}>
        {children}
      </LocalizedLink>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
      {children}
    </a>
  );
}
