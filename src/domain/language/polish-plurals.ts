/**
 * Polish plurals, as people log fruit and vegetables ("gruszki", "ogórki", "pomidory", "cebule",
 * "jabłka"): the singular words the plural may be of, the form the taxonomies' names say ("gruszka",
 * "ogórek", "pomidor", "cebula", "jabłko"). A plural in -ki is also the genitive singular other
 * foods' names hold ("Nektary z gruszki"), so the singular is read beside it. Which candidate is a
 * word at all is for the caller's vocabulary to tell; words are normalised, without accents.
 */

/** A singular keeps at least this many letters. */
const MIN_SINGULAR = 3;

export function polishSingulars(word: string): string[] {
  const out: string[] = [];
  const stem = (end: string) => word.slice(0, -end.length);
  // -ka, -ga nouns: gruszka → gruszki, truskawka → truskawki; -ek: ogórek → ogórki, pączek → pączki.
  if (word.endsWith('ki') || word.endsWith('gi')) out.push(`${stem('i')}a`, `${stem('ki')}ek`);
  // Hard stems: pomidor → pomidory, banan → banany; cytryna → cytryny.
  else if (word.endsWith('y')) out.push(stem('y'), `${stem('y')}a`);
  // Soft stems: cebula → cebule, wiśnia → wiśnie.
  else if (word.endsWith('ie')) out.push(`${stem('e')}a`);
  else if (word.endsWith('e')) out.push(`${stem('e')}a`);
  // Neuter -ko, -ło: jabłko → jabłka, jajko → jajka.
  else if (word.endsWith('ka') || word.endsWith('la')) out.push(`${stem('a')}o`);
  return out.filter((w) => w.length >= MIN_SINGULAR);
}
