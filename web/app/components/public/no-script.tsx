/**
 * Without JavaScript: hide controls that need it, show clamped texts in full, and give the
 * navbar its solid colours (it cannot learn that the page scrolled).
 */
export function NoScriptStyles() {
  return (
    <noscript>
      <style>{`.js-only{display:none!important}.js-clamp{-webkit-line-clamp:unset!important}.nav-transparent{background:#14532d!important}`}</style>
    </noscript>
  );
}
