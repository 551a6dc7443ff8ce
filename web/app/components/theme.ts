// Light/dark theme kept in localStorage and applied before the first paint.
export const THEME_KEY = 'theme';

/** Runs inline in <head>, before the body paints, so the wrong theme never flashes. */
export const themeInitScript = `(function(){try{var t=localStorage.getItem('${THEME_KEY}');var d=t?t==='dark':window.matchMedia('(prefers-color-scheme: dark)').matches;document.documentElement.classList.toggle('dark',d);document.documentElement.style.colorScheme=d?'dark':'light';}catch(e){}})();`;

/** On <html> while the theme changes: no transition runs (tailwind.css). */
export const THEME_SWITCHING_CLASS = 'theme-switching';

/**
 * Changes the theme at once. With transitions, every button and link with a colour transition
 * fades for 150–300 ms after the page around it has changed: a flicker, and a slow phone's
 * work. The class stays for two frames, so the new colours are styled without it ever
 * transitioning. Self-contained (it only uses its argument and the DOM): the browser tests run
 * it in the page.
 */
export function applyTheme({ dark, switchingClass }: { dark: boolean; switchingClass: string }) {
  const root = document.documentElement;
  root.classList.add(switchingClass);
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  requestAnimationFrame(() => requestAnimationFrame(() => root.classList.remove(switchingClass)));
}

export function setTheme(theme: 'light' | 'dark') {
  localStorage.setItem(THEME_KEY, theme);
  applyTheme({ dark: theme === 'dark', switchingClass: THEME_SWITCHING_CLASS });
}

export function currentTheme(): 'light' | 'dark' {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}
