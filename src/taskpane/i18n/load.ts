/**
 * The pane's texts in its one language: English is in the first download, each other language is a chunk of
 * its own fetched before the first paint, so the pane never downloads the four it does not show.
 */
import { en, type Strings } from './en';
import { type Language, type Translate, translatorOf } from './core';

function strings(lang: Language): Promise<Strings> {
  switch (lang) {
    case 'pl':
      return import(/* webpackChunkName: "i18n-pl" */ './pl').then((m) => m.pl);
    case 'nl':
      return import(/* webpackChunkName: "i18n-nl" */ './nl').then((m) => m.nl);
    case 'fr':
      return import(/* webpackChunkName: "i18n-fr" */ './fr').then((m) => m.fr);
    case 'ru':
      return import(/* webpackChunkName: "i18n-ru" */ './ru').then((m) => m.ru);
    default:
      return Promise.resolve(en);
  }
}

/** The translator of a language, English when that language's chunk cannot be fetched. */
export async function loadTranslator(lang: Language): Promise<Translate> {
  return translatorOf(await strings(lang).catch(() => en));
}
