import { Link, type LinkProps } from 'react-router';
import { useLocalizePath } from '../lib/i18n/use-locale';

type LocalizedLinkProps = Omit<LinkProps, 'to'> & {
  /** A locale-neutral path such as `/shop/face`; the `/en` prefix is added when needed. */
  to: string;
};

/** A link that stays in the current locale. */
export function LocalizedLink({ to, ...props }: LocalizedLinkProps) {
  const localize = useLocalizePath();
  return <Link to={localize(to)} {...props} />;
}
