import { useCallback, useRef, useState } from 'react';
import { HeaderBar } from './HeaderBar';
import { MenuButton } from './MenuButton';
import { MobileMenu } from './MobileMenu';

/** The site's header: the bar, and the mobile menu that the bar's menu button opens. It holds whether the menu is open. */
export function Header({ path, hash }: { path: string; hash: string }) {
  // The menu is open on the page it was opened on: going to another page closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const menuOpen = openOnPath === path;
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const closeMenu = useCallback(() => setOpenOnPath(null), []);
  // Escape closes the menu and gives the focus back to the button that opened it.
  const closeMenuToButton = useCallback(() => {
    setOpenOnPath(null);
    menuButtonRef.current?.focus();
  }, []);

  return (
    // The overlay sits beside the bar, not inside it: the bar's backdrop-filter would make it the
    // containing block of the fixed overlay and squeeze the menu into the bar's height.
    <header ref={headerRef}>
      <HeaderBar path={path} hash={hash} menuOpen={menuOpen} onNavigate={closeMenu}>
        <MenuButton ref={menuButtonRef} open={menuOpen} onClick={() => setOpenOnPath(menuOpen ? null : path)} />
      </HeaderBar>
      <MobileMenu open={menuOpen} path={path} focusScope={headerRef} onNavigate={closeMenu} onEscape={closeMenuToButton} />
    </header>
  );
}
