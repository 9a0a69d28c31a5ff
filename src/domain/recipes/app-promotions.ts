/**
 * A call to download the site's app ("Use our AI chef on the Tasty app. <a>Download now</a>.", a bare
 * <a>Download Free App</a> under "Get The Full Experience"): the site's promotion, no step. A step that ends
 * with a link to a download of something else ("Cut out the shapes (<a>download the template</a>).") names
 * no app and stays.
 */
import type { HtmlElement } from './html-tree';
import { closingLink, textWithin } from './page-blocks';

/** A link that asks to download or install (en, de, fr, es, it, pt, nl, sv, da/no, pl, tr): its first word. */
const DOWNLOAD_CALL =
  /^(?:download|get|install|herunterladen|laden|installieren|télécharger|telecharger|descargar|descarga|scarica|baixar|baixe|downloaden|installeer|ladda ner|hämta|hent|last ned|pobierz|indir)(?![\p{L}])/iu;
/** An app named in the line or its link ("the Tasty app", "Free App", "App Store", "Google Play", "l'appli"). */
const APP_WORD = /(?<![\p{L}])(?:apps?|appli|application|aplicación|aplicativo|applicazione|applicatie|aplikacj[aę]|uygulama|google play)(?![\p{L}])/iu;
/** A promotion's line is short: longer text is a step that only mentions an app. */
const MAX_LINE_CHARS = 200;

export function promotesApp(el: HtmlElement): boolean {
  if (el.tag === 'a') {
    const text = textWithin(el, MAX_LINE_CHARS, 24);
    return !!text && DOWNLOAD_CALL.test(text) && APP_WORD.test(text);
  }
  if (el.tag !== 'p' && el.tag !== 'li') return false;
  const a = closingLink(el);
  const link = a && textWithin(a, MAX_LINE_CHARS, 24);
  if (!link || !DOWNLOAD_CALL.test(link)) return false;
  const line = textWithin(el, MAX_LINE_CHARS, 48);
  return !!line && APP_WORD.test(line);
}
