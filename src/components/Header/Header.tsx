import { HeaderBar } from './HeaderBar';
import { MenuButton } from './MenuButton';
import { MobileMenu } from './MobileMenu';

/**
 * The site's header: the bar, and the mobile menu that the bar's menu button opens. The server
 * renders it closed; the site script (src/islands/site/header.ts) opens and closes it.
 */
export function Header({ path, hash }: { path: string; hash: string }) {
  return (
    // The overlay sits beside the bar, not inside it: the bar's backdrop-filter would make it the
    // containing block of the fixed overlay and squeeze the menu into the bar's height.
    <header>
      <HeaderBar path={path} hash={hash}>
        <MenuButton />
      </HeaderBar>
      <MobileMenu path={path} />
    </header>
  );
}
