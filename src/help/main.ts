/**
 * help.html: how to start, the functions (listed from the build's own functions.json in the reader's language)
 * and the pane. Language from ?lang= or the browser's; the manifest's SupportUrl and LearnMoreUrl point here.
 */
import { en } from '../taskpane/i18n/en';
import { fr } from '../taskpane/i18n/fr';
import { nl } from '../taskpane/i18n/nl';
import { pl } from '../taskpane/i18n/pl';
import { ru } from '../taskpane/i18n/ru';
import { HELP } from './texts';

type Lang = keyof typeof HELP;
const PANE = { en, pl, nl, fr, ru };
const LANGS = Object.keys(HELP) as Lang[];
const NAMES: Record<Lang, string> = { en: 'English', pl: 'Polski', nl: 'Nederlands', fr: 'Français', ru: 'Русский' };

interface FunctionMeta {
  name: string;
  description?: string;
  parameters?: { name: string; description?: string; optional?: boolean }[];
}

function pick(): Lang {
  const asked = new URLSearchParams(location.search).get('lang') ?? navigator.language;
  const base = String(asked).toLowerCase().split(/[-_]/)[0] as Lang;
  return LANGS.includes(base) ? base : 'en';
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, attrs: Record<string, string> = {}) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

function fill(template: string, lang: Lang): string {
  const pane = PANE[lang];
  return template.replace(/\{(tab\w+)\}/g, (m, k: string) => String((pane as Record<string, unknown>)[k] ?? m));
}

async function listFunctions(lang: Lang, target: HTMLElement, texts: (typeof HELP)[Lang]): Promise<void> {
  const status = el('p', texts.functionsLoading, { id: 'functions-status' });
  target.append(status);
  try {
    const res = await fetch(lang === 'en' ? 'functions.json' : `functions.${lang}.json`);
    if (!res.ok) throw new Error(String(res.status));
    const { functions } = (await res.json()) as { functions: FunctionMeta[] };
    const list = el('dl', undefined, { id: 'functions' });
    for (const f of functions) {
      const args = (f.parameters ?? []).map((p) => (p.optional ? `[${p.name}]` : p.name)).join(', ');
      list.append(el('dt', `BRIDGE.${f.name}(${args})`), el('dd', f.description ?? ''));
    }
    status.remove();
    target.append(list);
  } catch {
    status.textContent = texts.functionsMissing;
  }
}

function render(): void {
  const lang = pick();
  const t = HELP[lang];
  document.documentElement.lang = lang;
  document.title = t.title;
  const root = document.getElementById('help-root')!;
  root.replaceChildren();
  const nav = el('nav', undefined, { 'aria-label': t.language });
  for (const l of LANGS) {
    const a = el('a', NAMES[l], { href: `?lang=${l}`, hreflang: l });
    if (l === lang) a.setAttribute('aria-current', 'page');
    nav.append(a, document.createTextNode(' '));
  }
  root.append(nav, el('h1', t.title), el('p', t.intro));
  const section = (id: string, title: string, paragraphs: string[]) => {
    const s = el('section', undefined, { id });
    s.append(el('h2', title), ...paragraphs.map((p) => el('p', fill(p, lang))));
    root.append(s);
    return s;
  };
  section('start', t.startTitle, t.start);
  const pane = el('section', undefined, { id: 'pane' });
  const items = el('ul');
  for (const p of t.pane) items.append(el('li', fill(p, lang)));
  pane.append(el('h2', t.paneTitle), items);
  root.append(pane);
  section('templates', t.templatesTitle, t.templates);
  const fns = section('functions-section', t.functionsTitle, [t.functionsIntro]);
  void listFunctions(lang, fns, t);
}

render();
