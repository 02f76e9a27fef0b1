/**
 * Mounts the pane into an element: Fluent's provider with the theme that follows Office (light or dark), the
 * language from Office's display language, and the services (the workbook layer by default).
 */
import { FluentProvider, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, type Section } from './App';
import { I18nContext, pickLanguage, translatorOf, type Translate } from './i18n/core';
import { en } from './i18n/en';
import { loadTranslator } from './i18n/load';
import { defaultServices, type Services } from './services';
import { PaneProvider } from './state';

export interface MountOptions {
  /** Office display language ("pl-PL"); default: Office.context.displayLanguage. */
  displayLanguage?: string;
  /** Dark theme; default: from Office.context.officeTheme. */
  dark?: boolean;
  services?: Partial<Services>;
  section?: Section;
}

interface ThemeLike {
  bodyBackgroundColor?: string;
  isDarkTheme?: boolean;
}

/** True when Office's theme has a dark body (relative luminance below one half). */
export function isDarkOfficeTheme(theme: ThemeLike | undefined): boolean {
  if (!theme) return false;
  if (typeof theme.isDarkTheme === 'boolean') return theme.isDarkTheme;
  const m = /^#?([0-9a-f]{6})$/i.exec(theme.bodyBackgroundColor ?? '');
  if (!m) return false;
  const n = parseInt(m[1], 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 < 0.5;
}

function officeContext(): { displayLanguage?: string; officeTheme?: ThemeLike } | undefined {
  const g = globalThis as { Office?: { context?: { displayLanguage?: string; officeTheme?: ThemeLike } } };
  return g.Office?.context;
}

export function mountPane(element: HTMLElement, options: MountOptions = {}): () => void {
  const ctx = officeContext();
  const lang = pickLanguage(options.displayLanguage ?? ctx?.displayLanguage);
  const dark = options.dark ?? isDarkOfficeTheme(ctx?.officeTheme);
  const services = { ...defaultServices, ...options.services };
  document.documentElement.lang = lang;
  const root = createRoot(element);
  let mounted = true;
  const render = (t: Translate) => {
    if (!mounted) return;
    root.render(
      <StrictMode>
        <I18nContext.Provider value={{ lang, t }}>
          <FluentProvider theme={dark ? webDarkTheme : webLightTheme} style={{ minHeight: '100vh' }}>
            <PaneProvider services={services}>
              <App initial={options.section} />
            </PaneProvider>
          </FluentProvider>
        </I18nContext.Provider>
      </StrictMode>,
    );
  };
  // English is in the first download; another language's texts are fetched first (one small chunk).
  if (lang === 'en') render(translatorOf(en));
  else void loadTranslator(lang).then(render);
  return () => {
    mounted = false;
    root.unmount();
  };
}
