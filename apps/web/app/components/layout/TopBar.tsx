import type { ChromeData } from '../../lib/layout/layout';
import { UserArea } from '../account/UserArea';
import { LocaleSwitcher } from './LocaleSwitcher';

/** Above the header: the `header-message` block, the locale switcher and the user area. */
export function TopBar({ headerMessage }: { headerMessage: ChromeData['headerMessage'] }) {
  return (
    <div className="border-b border-line/70 bg-surface">
      <div className="mx-auto flex h-10 max-w-7xl items-center justify-between gap-4 px-4 text-sm sm:px-6">
        <p className="hidden min-w-0 truncate text-ink-muted md:block">{headerMessage}</p>
        {/* Georgian words are long: on a phone the bar drops the globe and tightens its gaps to fit 360 px. */}
        <div className="ml-auto flex items-center gap-2 sm:gap-5">
          <LocaleSwitcher />
          <UserArea />
        </div>
      </div>
    </div>
  );
}
