/**
 * The desktop menus without JavaScript: MainNav's buttons do nothing then, so
 * these rules open a panel while the pointer is over its item or the focus is
 * inside it (Tab to the button, or a click, which focuses it). They sit in
 * <noscript>, so a browser that runs the script never applies them and MainNav
 * alone decides. Unlayered, they win over Tailwind's `hidden` class (utilities
 * live in a cascade layer); the panel touches its button so the pointer can
 * cross to it without leaving the item.
 */
const rules =
  '[data-nav-menu]:hover>[data-nav-panel],[data-nav-menu]:focus-within>[data-nav-panel]{display:block}[data-nav-panel]{margin-top:0}';

export function NoScriptMenus() {
  return (
    <noscript>
      <style>{rules}</style>
    </noscript>
  );
}
