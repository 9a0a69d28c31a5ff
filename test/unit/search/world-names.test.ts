import { describe, expect, it } from 'bun:test';
import { generateAliases, namesOfFoods } from '../../../src/corpus/aliases';
import { attachLocalNames, linkTaxonomyNames, type TaxonomyEntry } from '../../../src/corpus/taxonomy-names';
import { LEXICON_NAMES_SOURCE } from '../../../src/domain/foods/food';
import { normalise, tokenize } from '../../../src/domain/language/text';
import { createFoodSearch } from '../../../src/search/build';
import { detectLanguage, queryScript, saysEveryWord } from '../../../src/search/lang';
import { answerOf } from '../../../src/search/answer';
import { lexicalMatch, settleHits } from '../../../src/search/match';
import { plainOrDefault } from '../../../src/search/doc';
import { defaultsOf } from '../../../src/domain/foods/stand-ins';
import { searchText, withoutCount } from '../../../src/search/query';
import { fixtureFood } from '../../fixtures/catalog';

const bread = fixtureFood('77777777-7777-4777-8777-000000000001', 'Bread, white, commercially prepared', '100g', [266, 8, 50, 3], {
  aliases: ['white bread', 'bread'],
});
const broth = fixtureFood('77777777-7777-4777-8777-000000000002', 'Soup, beef broth, canned', '100g', [7, 1, 0, 0], { aliases: ['beef broth', 'broth'] });
const eggs = fixtureFood('77777777-7777-4777-8777-000000000003', 'Egg, whole, raw, fresh', '100g', [143, 12.6, 0.7, 9.5], { aliases: ['egg', 'eggs'] });

function entry(names: Record<string, string[]>, parents: string[] = []): TaxonomyEntry {
  return { names: new Map(Object.entries(names)), parents };
}

describe('text in every script', () => {
  it('folds Latin accents but keeps Han and Devanagari words whole', () => {
    expect(normalise('Käse Crème')).toBe('kase creme');
    expect(tokenize('鸡蛋')).toEqual(['鸡蛋']);
    expect(tokenize('दूध')).toEqual(['दूध']);
  });

  it('folds the Arabic-script letter forms people type interchangeably', () => {
    // Hamza seats, short vowels and the tatweel.
    expect(normalise('أرز')).toBe(normalise('ارز'));
    expect(normalise('طَمَاطِم')).toBe(normalise('طماطم'));
    expect(normalise('قهـــوة')).toBe(normalise('قهوة'));
    // ة typed as ه; Arabic yeh and kaf in Persian words; Urdu's heh.
    expect(normalise('بيضة')).toBe(normalise('بيضه'));
    expect(normalise('سيب زميني')).toBe(normalise('سیب زمینی'));
    expect(normalise('كره')).toBe(normalise('کره'));
    expect(normalise('ہلدی')).toBe(normalise('هلدی'));
    // Letters that are other letters stay apart: Urdu's yeh barree, Persian's pe.
    expect(normalise('چائے')).not.toBe(normalise('چائی'));
    expect(normalise('پیاز')).not.toBe(normalise('بیاز'));
  });
});

describe('taxonomy names linked to generic foods', () => {
  it('links an entry to what its English name finds, never to a food its name does not', () => {
    const part = linkTaxonomyNames(
      new Map([
        ['en:bread', entry({ en: ['bread'], de: ['Brot'], fr: ['pain'], zh: ['面包'] })],
        ['en:unicorn', entry({ en: ['unicorn horn'], de: ['Einhorn'] })],
      ]),
      [bread, broth, eggs],
    );
    expect(part.foods).toHaveLength(1);
    expect(part.foods[0]!.id).toBe(bread.id);
    expect(part.foods[0]!.names.map((n) => n.text).sort()).toEqual(['Brot', 'pain', '面包']);
    expect(part.foods[0]!.names.every((n) => n.source === 'off-taxonomy')).toBe(true);
  });

  // "cooked rice" is an alias of brown and white rice alike: the English search answers the food the
  // table names so ("Rice, cooked, NFS") before those namesakes, the first of which the rank prior
  // alone had put first.
  const brown = fixtureFood('77777777-7777-4777-8777-000000000012', 'Rice, brown, long-grain, cooked', '100g', [123, 2.7, 25.6, 1], {
    aliases: ['cooked rice', 'brown rice'],
  });
  const white = fixtureFood('77777777-7777-4777-8777-000000000013', 'Rice, white, long-grain, cooked', '100g', [130, 2.7, 28.2, 0.3], {
    aliases: ['cooked rice', 'white rice'],
  });
  const nfs = fixtureFood('77777777-7777-4777-8777-000000000014', 'Rice, cooked, NFS', '100g', [130, 2.7, 28.2, 0.3]);

  it('links a taxonomy entry to the food the English search answers first, not one of the namesakes it ranks after', () => {
    const part = linkTaxonomyNames(new Map([['en:cooked-rice', entry({ en: ['cooked rice'], es: ['Arroz cocido'] })]]), [brown, white, nfs]);
    expect(part.foods.map((f) => f.id)).toEqual([nfs.id]);
  });

  it("links a reviewed lexicon's name to the food the English search answers first, as a taxonomy's", () => {
    // Its English name is read as the English search reads it ("มังคุด" is mangosteen the fruit, not
    // the canned fruit the name met best).
    const lexicon: TaxonomyEntry = { ...entry({ en: ['cooked rice'], id: ['nasi'] }), source: LEXICON_NAMES_SOURCE };
    const part = linkTaxonomyNames(new Map([['lexicon:id:cooked rice', lexicon]]), [brown, white, nfs]);
    expect(part.foods.map((f) => f.id)).toEqual([nfs.id]);
    expect(part.foods[0]!.names).toEqual([{ lang: 'id', text: 'nasi', source: LEXICON_NAMES_SOURCE }]);
  });

  it("links only by an English name read as written, not as a typo of a food's word", () => {
    const raisins = fixtureFood('77777777-7777-4777-8777-000000000004', 'Raisins, seedless', '100g', [299, 3.1, 79, 0.5], {
      aliases: ['sultanas', 'sultana', 'raisins'],
    });
    // "Smetana" (sour cream) is two letters from "sultana".
    const part = linkTaxonomyNames(new Map([['en:smetana', entry({ en: ['Smetana'], ru: ['Сметана'] })]]), [bread, raisins]);
    expect(part.foods).toEqual([]);
  });

  it('leaves out a name spelt as an English phrase of the entry that found no food, when a later synonym linked it', () => {
    const molasses = fixtureFood('77777777-7777-4777-8777-000000000007', 'Molasses', '100g', [290, 0, 75, 0.1], { aliases: ['molasses', 'treacle'] });
    const maple = fixtureFood('77777777-7777-4777-8777-000000000008', 'Syrups, maple', '100g', [260, 0, 67, 0.1], { aliases: ['maple syrup'] });
    const raisins = fixtureFood('77777777-7777-4777-8777-000000000009', 'Raisins, golden, seedless', '100g', [302, 3.4, 80, 0.5], {
      aliases: ['golden raisins'],
    });
    const stewed = fixtureFood('77777777-7777-4777-8777-000000000010', 'Stewed fruit, sweetened', '100g', [77, 0.4, 18, 0.1], { aliases: ['stewed fruit'] });
    const mozzarella = fixtureFood('77777777-7777-4777-8777-000000000011', 'Cheese, mozzarella, whole milk', '100g', [300, 22, 2.2, 22], {
      aliases: ['mozzarella cheese'],
    });
    const part = linkTaxonomyNames(
      new Map([
        // German writes golden syrup in English; the entry reached molasses through "treacle".
        ['en:golden-syrup', entry({ en: ['Golden syrup', 'treacle'], de: ['Golden Syrup'], fr: ['Mélasse blonde'] })],
        // One word: the same thing under another spelling.
        ['en:compote', entry({ en: ['compotes', 'stewed fruit'], fr: ['compotes'] })],
        // The linking name holds the first one's word.
        ['en:mozzarella', entry({ en: ['golden mozzarella', 'mozzarella cheese'], it: ['golden mozzarella'] })],
      ]),
      [molasses, maple, raisins, stewed, mozzarella],
    );
    const byId = new Map(part.foods.map((f) => [f.id, f.names.map((n) => n.text)]));
    expect(byId.get(molasses.id)).toEqual(['Mélasse blonde']);
    expect(byId.get(stewed.id)).toEqual(['compotes']);
    expect(byId.get(mozzarella.id)).toEqual(['golden mozzarella']);
  });

  it('links a lexicon entry like a taxonomy entry, with its own source', () => {
    const part = linkTaxonomyNames(
      new Map([
        ['en:egg', entry({ en: ['egg'], zh: ['鸡蛋'] })],
        ['lexicon:ko:bread', { ...entry({ en: ['bread'], ko: ['빵'] }), source: LEXICON_NAMES_SOURCE }],
      ]),
      [bread, broth, eggs],
    );
    const byId = new Map(part.foods.map((f) => [f.id, f.names]));
    // "egg" and "bread" head these foods' names, which the English search answers as one of the kinds: so do their translations.
    expect(byId.get(eggs.id)).toEqual([{ lang: 'zh', text: '鸡蛋', source: 'off-taxonomy', oneOfMany: true }]);
    expect(byId.get(bread.id)).toEqual([{ lang: 'ko', text: '빵', source: LEXICON_NAMES_SOURCE, oneOfMany: true }]);
    // Attached once, whichever source the names have.
    const withNames = [{ ...bread }];
    attachLocalNames(withNames, part);
    attachLocalNames(withNames, part);
    expect(withNames[0]!.names).toHaveLength(1);
  });

  it("gives a name of a reviewed lexicon to the lexicon's food alone", () => {
    const brown = fixtureFood('77777777-7777-4777-8777-000000000005', 'Rice, brown, long-grain, raw', '100g', [367, 7.5, 76, 3.2], { aliases: ['rice'] });
    const white = fixtureFood('77777777-7777-4777-8777-000000000006', 'White rice, long-grain, raw', '100g', [365, 7.1, 80, 0.7], {
      aliases: ['white rice'],
    });
    const part = linkTaxonomyNames(
      new Map([
        // The taxonomy's "rice" finds brown rice; its Persian name is the lexicon's word for white rice.
        ['en:rice', entry({ en: ['rice'], fa: ['برنج'], de: ['Reis'] })],
        ['lexicon:fa:white rice', { ...entry({ en: ['white rice'], fa: ['برنج'] }), source: LEXICON_NAMES_SOURCE }],
      ]),
      [brown, white],
    );
    const byId = new Map(part.foods.map((f) => [f.id, f.names.map((n) => n.text)]));
    expect(byId.get(white.id)).toEqual(['برنج']);
    expect(byId.get(brown.id)).toEqual(['Reis']);
  });

  it('gives a name of a reviewed lexicon to its food alone in every language that spells it so', () => {
    const brown = fixtureFood('77777777-7777-4777-8777-000000000005', 'Rice, brown, long-grain, raw', '100g', [367, 7.5, 76, 3.2], { aliases: ['rice'] });
    const white = fixtureFood('77777777-7777-4777-8777-000000000006', 'White rice, long-grain, raw', '100g', [365, 7.1, 80, 0.7], {
      aliases: ['white rice'],
    });
    const part = linkTaxonomyNames(
      new Map([
        // Kazakh and Bulgarian "Вафли" are waffles, Russian "вафли" wafers: a word typed once means one food.
        ['en:rice', entry({ en: ['rice'], ur: ['برنج'], de: ['Reis'] })],
        ['lexicon:fa:white rice', { ...entry({ en: ['white rice'], fa: ['برنج'] }), source: LEXICON_NAMES_SOURCE }],
      ]),
      [brown, white],
    );
    const byId = new Map(part.foods.map((f) => [f.id, f.names.map((n) => `${n.lang}:${n.text}`)]));
    expect(byId.get(white.id)).toEqual(['fa:برنج']);
    expect(byId.get(brown.id)).toEqual(['de:Reis']);
  });

  it("lists a food's names reviewed first, then by how many people search in the language", () => {
    const part = linkTaxonomyNames(
      new Map([
        ['en:bread', entry({ en: ['bread'], br: ['bara'], cy: ['bara'], fr: ['pain'], de: ['Brot'] })],
        ['lexicon:fa:bread', { ...entry({ en: ['bread'], fa: ['نان'] }), source: LEXICON_NAMES_SOURCE }],
      ]),
      [bread],
    );
    expect(part.foods[0]!.names.map((n) => n.lang)).toEqual(['fa', 'fr', 'de', 'br', 'cy']);
  });

  it("attached names make the food findable in those languages (a record's own names too)", async () => {
    const part = linkTaxonomyNames(new Map([['en:bread', entry({ en: ['bread'], de: ['Brot'] })]]), [bread, broth, eggs]);
    const withNames = [{ ...bread }, { ...broth }, { ...eggs, names: [{ lang: 'zh', text: '鸡蛋', source: 'fixture' }] }];
    attachLocalNames(withNames, part);
    attachLocalNames(withNames, part);
    expect(withNames[0]!.names).toEqual([{ lang: 'de', text: 'Brot', source: 'off-taxonomy', oneOfMany: true }]);
    const search = createFoodSearch(withNames);
    const brot = (await search.search('Brot')).hits[0]!;
    expect(brot.id).toBe(bread.id);
    expect(brot.match).toMatchObject({ method: 'translation', lang: 'de' });
    expect((await search.search('鸡蛋')).hits[0]!.id).toBe(eggs.id);
    // "Brot" is no typo of "broth": another script's or language's word is not read as one.
    expect((await search.search('Brot')).hits.find((h) => h.id === broth.id)?.match.score ?? 0).toBeLessThan(0.8);
  });
});

describe('match confidence', () => {
  it('grades by band and reading', () => {
    const hit = { doc: 0, id: 'x', text: 'x', exact: true, via: 'name' as const, inexact: false };
    expect(lexicalMatch({ ...hit, score: 0.95 }, false, false)).toMatchObject({ method: 'exact_name', score: 0.97 });
    // The head band: an answer, not a confident one, unless the query names the brand the food's name gives.
    expect(lexicalMatch({ ...hit, score: 0.8, exact: false }, false, false).score).toBe(0.78);
    expect(lexicalMatch({ ...hit, score: 0.8, exact: false, brandNamed: true }, false, false).score).toBe(0.82);
    expect(lexicalMatch({ ...hit, score: 0.8, exact: false, inexact: true }, false, false).score).toBeLessThan(0.8);
    expect(lexicalMatch({ ...hit, score: 0.3, exact: false }, false, false).score).toBeLessThan(0.3);
    expect(lexicalMatch({ ...hit, score: 0.5, exact: false }, true, true).score).toBeGreaterThanOrEqual(0.8);
  });

  it("doubts a translation whose word heads other foods' names in another language ('soju')", () => {
    const names: Record<string, string> = { milk: 'Soymilk, unfortified', beans: 'Soybeans, green, raw', sauce: 'Soy sauce', oil: 'Oil, soybean' };
    const hits = [
      { id: 'milk', score: 0.95, match: { method: 'translation' as const, score: 0.92, text: 'soju', lang: 'hr' } },
      { id: 'beans', score: 0.8, match: { method: 'translation' as const, score: 0.644, text: 'sojų pupelės', lang: 'lt' } },
      { id: 'sauce', score: 0.8, match: { method: 'translation' as const, score: 0.642, text: 'sojų padažas', lang: 'lt' } },
      { id: 'oil', score: 0.8, match: { method: 'translation' as const, score: 0.641, text: 'Sojų aliejus', lang: 'lt' } },
    ];
    const out = settleHits(hits, (id) => names[id]!, new Set(['soju']));
    expect(out[0]!.id).toBe('milk');
    expect(out[0]!.match.score).toBeLessThan(0.8);
    // The other language naming one other food only, or the same language, leaves it confident.
    expect(settleHits(hits.slice(0, 2), (id) => names[id]!, new Set(['soju']))[0]!.match.score).toBe(0.92);
    const same = hits.map((h, i) => (i === 0 ? h : { ...h, match: { ...h.match, lang: 'hr' } }));
    expect(settleHits(same, (id) => names[id]!, new Set(['soju']))[0]!.match.score).toBe(0.92);
    // Spelt there as the query is (no marks dropped), the word is that language's name of a food too.
    const spelt = hits.map((h, i) => (i === 0 ? h : { ...h, match: { ...h.match, text: normalise(h.match.text) } }));
    expect(settleHits(spelt, (id) => names[id]!, new Set(['soju']))[0]!.match.score).toBe(0.92);
  });

  it('puts the dish before its dressing and never calls the dressing confident', () => {
    const names: Record<string, string> = { d: 'Salad dressing, caesar', s: 'Salad, caesar, with chicken' };
    const m = { method: 'lexical' as const, score: 0.82 };
    const out = settleHits(
      [
        { id: 'd', score: 0.7, match: m },
        { id: 's', score: 0.65, match: m },
      ],
      (id) => names[id]!,
      new Set(['caesar', 'salad']),
    );
    expect(out.map((h) => h.id)).toEqual(['s', 'd']);
    expect(out[1]!.match.score).toBeLessThan(0.8);
    const asked = settleHits([{ id: 'd', score: 0.7, match: m }], (id) => names[id]!, new Set(['caesar', 'dressing']));
    expect(asked[0]!.match.score).toBe(0.82);
  });

  it("takes the green garden pea for the bare 'pea', before the edible-podded pea", () => {
    const names: Record<string, string> = { podded: 'Peas, edible-podded, raw', green: 'Peas, green, raw' };
    const m = { method: 'alias' as const, score: 0.95, text: 'pea' };
    const plain = (id: string, text: string) => plainOrDefault({ id, name: names[id]!, aliases: [], kind: 'generic' }, text);
    const out = settleHits(
      [
        { id: 'podded', score: 0.95, match: m },
        { id: 'green', score: 0.95, match: m },
      ],
      (id) => names[id]!,
      new Set(['pea']),
      plain,
    );
    expect(out.map((h) => h.id)).toEqual(['green', 'podded']);
    expect(out[0]!.match.score).toBe(0.95);
  });

  it("puts a namesake in a flavour the query does not say after one of no flavour ('custard dessert')", () => {
    const names: Record<string, string> = {
      choc: 'Custard dessert, chocolate, refrigerated',
      avg: 'Custard dessert, refrigerated (average)',
    };
    const m = { method: 'alias' as const, score: 0.95, text: 'custard dessert' };
    const hits = [
      { id: 'choc', score: 0.95, match: m },
      { id: 'avg', score: 0.95, match: m },
    ];
    expect(settleHits(hits, (id) => names[id]!, new Set(['custard', 'dessert'])).map((h) => h.id)).toEqual(['avg', 'choc']);
    // Asked, or inside a word of the query, the flavour keeps its place.
    expect(settleHits(hits, (id) => names[id]!, new Set(['chocolate', 'custard', 'dessert'])).map((h) => h.id)).toEqual(['choc', 'avg']);
    expect(settleHits(hits, (id) => names[id]!, new Set(['chocolatecustard', 'dessert'])).map((h) => h.id)).toEqual(['choc', 'avg']);
  });

  it("puts a dish that cooks another food as the query says after the food itself ('grilled tomatoes')", () => {
    const names: Record<string, string> = {
      club: 'Club sandwich with grilled chicken, bacon, tomato',
      tomato: 'Tomatoes, red, ripe, cooked',
      grilled: 'Tomatoes, grilled',
    };
    const m = { method: 'lexical' as const, score: 0.62 };
    const out = settleHits(
      [
        { id: 'club', score: 0.62, match: m },
        { id: 'tomato', score: 0.42, match: { method: 'lexical' as const, score: 0.4 } },
      ],
      (id) => names[id]!,
      new Set(['grilled', 'tomatoes']),
    );
    expect(out.map((h) => h.id)).toEqual(['tomato', 'club']);
    expect(out[1]!.match.score).toBeLessThan(0.8);
    // The same cooking of the food asked is that food ("Tomatoes, grilled"), and a dish the query names keeps its place.
    const [same] = settleHits([{ id: 'grilled', score: 0.62, match: m }], (id) => names[id]!, new Set(['grilled', 'tomatoes']));
    expect(same!.match.score).toBe(0.62);
    const [asked] = settleHits([{ id: 'club', score: 0.62, match: m }], (id) => names[id]!, new Set(['grilled', 'chicken', 'club']));
    expect(asked!.match.score).toBe(0.62);
  });

  it("puts the shell a dish is made in after the dish, unless the query says 'shell' ('cream puff')", () => {
    const names: Record<string, string> = {
      shell: 'Cream puff shell, prepared from recipe',
      puff: 'Cream puff, eclair, custard or cream filled, iced',
      stuffed: 'Stuffed shells, cheese-filled, no sauce',
    };
    const m = { method: 'alias' as const, score: 0.95 };
    const out = settleHits(
      [
        { id: 'shell', score: 0.8, match: m },
        { id: 'puff', score: 0.8, match: m },
      ],
      (id) => names[id]!,
      new Set(['cream', 'puff']),
    );
    expect(out.map((h) => h.id)).toEqual(['puff', 'shell']);
    expect(out[1]!.match.score).toBeLessThan(0.8);
    const [asked] = settleHits([{ id: 'shell', score: 0.95, match: m }], (id) => names[id]!, new Set(['cream', 'puff', 'shells']));
    expect(asked!.match.score).toBe(0.95);
    const [stuffed] = settleHits([{ id: 'stuffed', score: 0.95, match: m }], (id) => names[id]!, new Set(['stuffed', 'pasta']));
    expect(stuffed!.match.score).toBe(0.95);
  });

  it('never calls a dish confident by an alias that is its name cut before "with"', () => {
    const names: Record<string, string> = { dish: 'Sliced turkey with mashed potatoes and peas', meat: 'Turkey, sliced, roasted' };
    const alias = { method: 'alias' as const, score: 0.95, text: 'sliced turkey' };
    const [dish] = settleHits([{ id: 'dish', score: 0.95, match: alias }], (id) => names[id]!, new Set(['sliced', 'turkey']));
    expect(dish!.match.score).toBeLessThan(0.8);
    const [meat] = settleHits([{ id: 'meat', score: 0.95, match: alias }], (id) => names[id]!, new Set(['sliced', 'turkey']));
    expect(meat!.match.score).toBe(0.95);
    const [asked] = settleHits([{ id: 'dish', score: 0.95, match: alias }], (id) => names[id]!, new Set(['sliced', 'turkey', 'mashed']));
    expect(asked!.match.score).toBe(0.95); // the query says what the dish comes with
  });

  it('puts a mixture that lists its foods after the food its head names, and never calls it confident', () => {
    const names: Record<string, string> = {
      mix: 'Lamb or mutton, rice, and vegetables including carrots, broccoli, and/or dark-green leafy; gravy',
      meat: 'Mutton, shoulder, raw',
    };
    const alias = (score: number) => ({ method: 'alias' as const, score, text: 'mutton' });
    const hits = [
      { id: 'mix', score: 0.97, match: alias(0.95) },
      { id: 'meat', score: 0.96, match: alias(0.95) },
    ];
    const out = settleHits(hits, (id) => names[id]!, new Set(['mutton']));
    expect(out.map((h) => h.id)).toEqual(['meat', 'mix']);
    expect(out[1]!.match.score).toBeLessThan(0.8);
    // The query that says the foods it lists means the mixture.
    expect(settleHits(hits, (id) => names[id]!, new Set(['mutton', 'rice', 'and', 'vegetables']))[0]!.id).toBe('mix');
    // Among foods holding every query word as well, after the dish the query names.
    const dishes: Record<string, string> = {
      mix: 'Chicken or turkey, dumplings, and vegetables including carrots, broccoli, and/or dark green leafy; gravy',
      dish: 'Chicken or turkey with dumplings',
      liver: 'Liver, beef or calves, and onions',
    };
    const lexical = { method: 'lexical' as const, score: 0.65 };
    const both = [
      { id: 'mix', score: 0.7, match: lexical },
      { id: 'dish', score: 0.69, match: lexical },
    ];
    expect(settleHits(both, (id) => dishes[id]!, new Set(['chicken', 'and', 'dumplings'])).map((h) => h.id)).toEqual(['dish', 'mix']);
    // The word between the head and "and" may only qualify the head: the list adds the onions asked for.
    const liver = [
      { id: 'liver', score: 0.7, match: lexical },
      { id: 'dish', score: 0.69, match: lexical },
    ];
    expect(settleHits(liver, (id) => dishes[id]!, new Set(['liver', 'and', 'onions']))[0]!.id).toBe('liver');
  });

  it("puts a table's default that is a dish after a food named by the query and plain-form words alone", () => {
    const names: Record<string, string> = { dish: 'Plantain, cooked with oil', raw: 'Plantains, raw', pasta: 'Pasta, cooked, enriched' };
    const alias = (text: string) => ({ method: 'alias' as const, score: 0.95, text });
    const hits = [
      { id: 'dish', score: 1, match: alias('plantain') },
      { id: 'raw', score: 0.985, match: alias('plantains') },
    ];
    // Both are what the bare name means: the dish as the table's default, the raw food by its name.
    const out = settleHits(
      hits,
      (id) => names[id]!,
      new Set(['plantain']),
      () => true,
    );
    expect(out.map((h) => h.id)).toEqual(['raw', 'dish']);
    // A default dish keeps its place before a food the name does not say alone (lasagna, of pasta's shapes).
    names.dish = 'Lasagna with meat';
    const lasagna = [
      { id: 'dish', score: 1, match: alias('lasagna') },
      { id: 'pasta', score: 0.985, match: alias('lasagna') },
    ];
    expect(
      settleHits(
        lasagna,
        (id) => names[id]!,
        new Set(['lasagna']),
        (id) => id === 'dish',
      )[0]!.id,
    ).toBe('dish');
  });

  it('puts another part of the plant after the food of the same name, unless the query says the part', () => {
    const names: Record<string, string> = {
      tips: 'Balsam-pear (bitter gourd), leafy tips, raw',
      pods: 'Balsam-pear (bitter gourd), pods, raw',
    };
    const alias = { method: 'alias' as const, score: 0.95, text: 'bitter gourd' };
    const hits = [
      { id: 'tips', score: 0.96, match: alias },
      { id: 'pods', score: 0.95, match: alias },
    ];
    expect(settleHits(hits, (id) => names[id]!, new Set(['bitter', 'gourd'])).map((h) => h.id)).toEqual(['pods', 'tips']);
    expect(settleHits(hits, (id) => names[id]!, new Set(['bitter', 'gourd', 'tips']))[0]!.id).toBe('tips');
  });

  it('puts a food of a size the query does not say after the food of the same name, unless the query says it', () => {
    const names: Record<string, string> = {
      baby: 'Squash, zucchini, baby, raw',
      plain: 'Courgette or zucchini, pulp and peel, raw',
      muffins: 'Muffins, blueberry, commercially prepared (Includes mini-muffins)',
    };
    const alias = { method: 'alias' as const, score: 0.95, text: 'raw zucchini' };
    const hits = [
      { id: 'baby', score: 0.96, match: alias },
      { id: 'plain', score: 0.95, match: alias },
    ];
    expect(settleHits(hits, (id) => names[id]!, new Set(['raw', 'zucchini'])).map((h) => h.id)).toEqual(['plain', 'baby']);
    expect(settleHits(hits, (id) => names[id]!, new Set(['raw', 'baby', 'zucchini']))[0]!.id).toBe('baby');
    // What a food includes, in parentheses, is no size of its own.
    const muffins = [
      { id: 'muffins', score: 0.96, match: { ...alias, text: 'blueberry muffin' } },
      { id: 'plain', score: 0.95, match: { ...alias, text: 'blueberry muffin' } },
    ];
    expect(settleHits(muffins, (id) => names[id]!, new Set(['blueberry', 'muffin']))[0]!.id).toBe('muffins');
  });

  it("puts an animal's organ after its meat matched as well, never confidently, unless the query names the organ", () => {
    const names: Record<string, string> = {
      liver: 'Goose, wild (Canada goose), native, liver, raw',
      breast: 'Goose, wild (Canada goose), native, breast, meat and skin, roasted',
      beans: 'Beans, kidney, red, mature seeds, raw',
      black: 'Beans, black, mature seeds, raw',
    };
    const head = { method: 'lexical' as const, score: 0.82 };
    const hits = [
      { id: 'liver', score: 0.87, match: head },
      { id: 'breast', score: 0.86, match: head },
    ];
    const out = settleHits(hits, (id) => names[id]!, new Set(['wild', 'goose']));
    expect(out.map((h) => h.id)).toEqual(['breast', 'liver']);
    expect(out[1]!.match.score).toBeLessThan(0.8);
    expect(settleHits(hits, (id) => names[id]!, new Set(['wild', 'goose', 'livers']))[0]!.id).toBe('liver');
    // "kidney" of beans is no organ.
    const beans = [
      { id: 'beans', score: 0.87, match: head },
      { id: 'black', score: 0.86, match: head },
    ];
    expect(settleHits(beans, (id) => names[id]!, new Set(['beans']))[0]!.id).toBe('beans');
  });

  it('puts the skin alone after the food and its skin when the query asks for it "with skin", never confidently', () => {
    const names: Record<string, string> = {
      skin: 'Potatoes, baked, skin, without salt',
      both: 'Potatoes, baked, flesh and skin, with salt',
    };
    const lexical = { method: 'lexical' as const, score: 0.66 };
    const hits = [
      { id: 'skin', score: 0.68, match: lexical },
      { id: 'both', score: 0.67, match: lexical },
    ];
    const out = settleHits(hits, (id) => names[id]!, new Set(['baked', 'potato', 'with', 'skin']));
    expect(out.map((h) => h.id)).toEqual(['both', 'skin']);
    // Asked for the skin, the skin stays first.
    expect(settleHits(hits, (id) => names[id]!, new Set(['baked', 'potato', 'skin']))[0]!.id).toBe('skin');
  });

  it("puts a brand's line met by an exact name after the unbranded food of that name, unless the query names the brand", () => {
    const names: Record<string, string> = { brand: 'KEEBLER, ZESTA, Saltines, Original', plain: 'Crackers, saltines (includes oyster, soda, soup)' };
    const hits = [
      { id: 'brand', score: 0.955, match: { method: 'alias' as const, score: 0.95, text: 'saltines' } },
      { id: 'plain', score: 0.908, match: { method: 'alias' as const, score: 0.95, text: 'saltine' } },
    ];
    expect(settleHits(hits, (id) => names[id]!, new Set(['saltines'])).map((h) => h.id)).toEqual(['plain', 'brand']);
    expect(settleHits(hits, (id) => names[id]!, new Set(['keebler', 'saltines']))[0]!.id).toBe('brand');
    // Below band A a brand's line may be the only food of its kind: it keeps its place.
    const spray: Record<string, string> = { brand: 'Oil, PAM cooking spray, original', plain: 'Egg, whole, fried with cooking spray' };
    const lexical = { method: 'lexical' as const, score: 0.62 };
    const below = [
      { id: 'brand', score: 0.69, match: lexical },
      { id: 'plain', score: 0.67, match: lexical },
    ];
    expect(settleHits(below, (id) => spray[id]!, new Set(['cooking', 'spray']))[0]!.id).toBe('brand');
  });

  it('never answers a food by a translation that names only what is made of it', () => {
    const names: Record<string, string> = { cake: 'Fresh cream cheese cake', plain: 'Fresh cream cheese, plain, around 3% fat', nectar: 'Pineapple nectar' };
    const tr = (text: string, lang = 'fr') => ({ method: 'translation' as const, score: 0.62, text, lang });
    const out = settleHits(
      [
        { id: 'cake', score: 0.7, match: tr('Gâteau au fromage blanc') },
        { id: 'plain', score: 0.69, match: tr('Fromage blanc nature, 3% MG environ') },
      ],
      (id) => names[id]!,
      new Set(['fromage', 'blanc']),
    );
    expect(out.map((h) => h.id)).toEqual(['plain', 'cake']);
    expect(out[1]!.match.score).toBe(0.5);
    // Portuguese "néctares de abacaxi" and French "nectar d'ananas" for the fruit alone: an answer at most.
    const nectar = (text: string, lang: string, word: string) =>
      settleHits([{ id: 'nectar', score: 0.7, match: tr(text, lang) }], (id) => names[id]!, new Set([word]))[0]!.match.score;
    expect(nectar('néctares de abacaxi', 'pt', 'abacaxi')).toBe(0.5);
    expect(nectar("Nectar d'ananas", 'fr', 'ananas')).toBe(0.5);
    // The query names the thing made ("nectar de abacaxi"), or the name says its food first: unchanged.
    expect(nectar('néctares de abacaxi', 'pt', 'nectar')).toBe(0.62);
    expect(nectar('Ananas au sirop', 'fr', 'ananas')).toBe(0.62);
    // A cut of the food, or a food named by its place: the food the query names.
    expect(nectar('Pechuga de pollo', 'es', 'pollo')).toBe(0.62);
    expect(nectar('Moutarde de Dijon', 'fr', 'dijon')).toBe(0.62);
  });

  it('puts namesakes spelt as typed before a translation met only by its sound', () => {
    // "pyaaz": IFCT's Urdu "Pyaaz" names its big and small onions; its Hindi "Pyaz", met by the
    // word's sound, the onion stalk.
    const names: Record<string, string> = { big: 'Onion, big', small: 'Onion, small', stalk: 'Onion, stalk' };
    const tr = (text: string, lang: string) => ({ method: 'translation' as const, score: 0.92, text, lang });
    const out = settleHits(
      [
        { id: 'big', score: 0.9235, match: tr('Pyaaz', 'ur') },
        { id: 'small', score: 0.9179, match: tr('Pyaaz', 'ur') },
        { id: 'stalk', score: 0.9019, match: tr('Pyaz', 'hi'), respelt: true },
      ],
      (id) => names[id]!,
      new Set(['pyaaz']),
    );
    expect(out.map((h) => h.id)).toEqual(['big', 'small', 'stalk']);
  });
});

describe('query language and ingredient lines', () => {
  it('detects by parameter, script, then matched names', () => {
    expect(detectLanguage('鸡蛋', undefined, undefined)).toEqual({ lang: 'zh', by: 'script' });
    expect(detectLanguage('दूध', undefined, undefined)).toEqual({ lang: 'hi', by: 'script' });
    expect(detectLanguage('milk', 'de', undefined)).toEqual({ lang: 'de', by: 'parameter' });
    expect(detectLanguage('pain', undefined, { method: 'translation', lang: 'fr' })).toEqual({ lang: 'fr', by: 'names' });
    expect(detectLanguage('xyz', undefined, undefined)).toEqual({ lang: null, by: 'none' });
    expect(queryScript('ข้าว')?.script).toBe('Thai');
    expect(queryScript('Käse')).toBeNull();
  });

  it("names English when a word English shares with another language is in the food's own name too", async () => {
    expect(saysEveryWord('Cheese, parmesan, dry grated', 'parmesan')).toBe(true);
    expect(saysEveryWord('Candies, marshmallows', 'marshmallow')).toBe(true);
    expect(saysEveryWord('Bread, white, commercially prepared', 'pain')).toBe(false);
    expect(saysEveryWord('Cheese, parmesan', '')).toBe(false);
    expect(detectLanguage('parmesan', undefined, { method: 'translation', lang: 'fr' }, () => true)).toEqual({ lang: 'en', by: 'names' });
    expect(detectLanguage('pain', undefined, { method: 'translation', lang: 'fr' }, () => false)).toEqual({ lang: 'fr', by: 'names' });
    // Another script is that script's language, whatever the name says.
    expect(detectLanguage('鸡蛋', undefined, { method: 'translation', lang: 'zh' }, () => true)).toEqual({ lang: 'zh', by: 'script' });
    // Through the search: the French taxonomy's "parmesan" and "pain" both match by translation.
    const parmesan = fixtureFood('77777777-7777-4777-8777-000000000021', 'Cheese, parmesan, dry grated', '100g', [420, 29, 14, 28], {
      names: [{ lang: 'fr', text: 'parmesan', source: 'fixture' }],
    });
    const pain = { ...bread, names: [{ lang: 'fr', text: 'pain', source: 'fixture' }] };
    const search = createFoodSearch([parmesan, pain]);
    const answer = async (q: string) => answerOf(search, q, await search.search(q, { mode: 'lexical' }));
    expect((await answer('parmesan')).language).toEqual({ lang: 'en', by: 'names' });
    expect((await answer('pain')).language).toEqual({ lang: 'fr', by: 'names' });
  });

  it('searches an ingredient line by its food, keeping the form', () => {
    expect(searchText('1 cup cooked red lentils')).toBe('cooked red lentils');
    expect(searchText('2 large eggs')).toBe('eggs');
    expect(searchText('2% milk')).toBe('2% milk');
    expect(searchText('7 up')).toBe('7 up');
    // The amount said in words, as a line is spoken or typed without figures.
    expect(searchText('half cup cottage cheese')).toBe('cottage cheese');
    expect(searchText('two slices bread')).toBe('bread');
    // No unit, no line: a name that starts with a word of how many stays whole.
    expect(searchText('half and half')).toBe('half and half');
  });

  it("reads ground meat's lean-to-fat ratio as the tables say it, never as a fraction", () => {
    expect(searchText('85/15 ground turkey')).toBe('85% lean 15% fat ground turkey');
    expect(searchText('93/7 ground beef')).toBe('93% lean 7% fat ground beef');
    // Not a ratio of lean to fat: a fraction, or parts that do not make a whole with the lean part larger.
    expect(searchText('1/2 cup rice')).toBe('rice');
    expect(searchText('50/50 bar')).toBe('50/50 bar');
    // Nor is a number the parser leaves at the head of the name a line's amount: "3 in 1 coffee" is no 3 inches.
    expect(searchText('3 in 1 coffee')).toBe('3 in 1 coffee');
    expect(searchText('6 inch sub')).toBe('sub');
  });

  it('reads a leading count as no part of the food, a percentage as part of it', () => {
    expect(withoutCount('2 bananas')).toBe('bananas');
    expect(withoutCount('three eggs')).toBe('eggs');
    expect(withoutCount('half a grapefruit')).toBe('grapefruit');
    // An article before a word of how many is part of the count; before the food it is a stop word.
    expect(withoutCount('a dozen oysters')).toBe('oysters');
    expect(withoutCount('a couple of bananas')).toBe('bananas');
    expect(withoutCount('a banana')).toBeNull();
    // "7 up" may be the drink: the search keeps what the words as typed name surely.
    expect(withoutCount('7 up')).toBe('up');
    for (const q of ['2% milk', '2 percent milk', 'bananas', 'tenderloin', 'one']) expect(withoutCount(q)).toBeNull();
    // Nobody logs none of a food: a zero says what the food is without.
    for (const q of ['zero sugar cola', '0 sugar cola', 'zero fat yogurt']) expect(withoutCount(q)).toBeNull();
  });
});

describe('a translation spelt as the query', () => {
  // The stemmer makes French "fraise" (strawberry) and "Frais" (fresh) one term; the carrots are the
  // more common food, so only the spelling can put the strawberries first.
  const strawberries = fixtureFood('99999999-9999-4999-8999-000000000001', 'Strawberries, raw', '100g', [32, 0.7, 7.7, 0.3], {
    names: [{ lang: 'fr', text: 'fraise', source: 'off-taxonomy' }],
  });
  const carrots = fixtureFood('99999999-9999-4999-8999-000000000002', 'Carrots, fresh, cooked', '100g', [35, 0.8, 8, 0.2], {
    names: [{ lang: 'fr', text: 'Frais', source: 'off-taxonomy' }],
    portions: [1, 2, 3, 4, 5, 6].map((n) => ({ seq: String(n), amount: n, measure: 'cup', grams: 128 * n })),
  });
  const search = createFoodSearch([carrots, strawberries]);

  it('comes before one the stemmer makes equal to it, and is the confident answer', async () => {
    const [first, second] = (await search.search('fraise', { mode: 'lexical' })).hits;
    expect(first).toMatchObject({ id: strawberries.id, match: { method: 'translation', score: 0.92 } });
    // The carrots answer the same term only through the stemmer: one of its namesakes, never confident.
    expect(second).toMatchObject({ id: carrots.id, match: { method: 'translation', score: 0.75 } });
  });

  it('when neither is spelt as the query, the two are equally sure, so the first is not confident', async () => {
    const [first] = (await search.search('fraises', { mode: 'lexical' })).hits;
    expect(first!.match.score).toBeLessThan(0.8);
  });

  it('in the plural of the query only in a language that makes plurals with -s', async () => {
    // Italian "mela" is an apple; Turkish "Melas" (molasses) is no plural of it, though the commoner food.
    const apple = fixtureFood('99999999-9999-4999-8999-000000000011', 'Apple, raw', '100g', [52, 0.3, 14, 0.2], {
      names: [{ lang: 'it', text: 'mela', source: 'off-taxonomy' }],
    });
    const molasses = fixtureFood('99999999-9999-4999-8999-000000000012', 'Molasses', '100g', [290, 0, 75, 0.1], {
      names: [{ lang: 'tr', text: 'Melas', source: 'off-taxonomy' }],
      portions: [1, 2, 3, 4, 5, 6].map((n) => ({ seq: String(n), amount: n, measure: 'tbsp', grams: 20 * n })),
    });
    expect((await createFoodSearch([molasses, apple]).search('mela', { mode: 'lexical' })).hits[0]!.id).toBe(apple.id);
    // Spanish "tomates" is the plural of "tomate": as typed.
    const tomatoes = fixtureFood('99999999-9999-4999-8999-000000000013', 'Tomatoes, raw', '100g', [18, 0.9, 3.9, 0.2], {
      names: [{ lang: 'es', text: 'tomates', source: 'off-taxonomy' }],
    });
    const [hit] = (await createFoodSearch([tomatoes]).search('tomate', { mode: 'lexical' })).hits;
    expect(hit).toMatchObject({ id: tomatoes.id, match: { score: 0.92 } });
  });

  it("spelt alike in two languages, is first the reviewed lexicon's, though the taxonomies' food is commoner", async () => {
    // "kanin": Tagalog cooked rice (the reviewed lexicon), Danish rabbit (the taxonomies).
    const rice = fixtureFood('99999999-9999-4999-8999-000000000014', 'Rice, white, cooked', '100g', [130, 2.7, 28, 0.3], {
      names: [{ lang: 'tl', text: 'kanin', source: LEXICON_NAMES_SOURCE }],
    });
    const rabbit = fixtureFood('99999999-9999-4999-8999-000000000015', 'Game meat, rabbit, cooked', '100g', [173, 33, 0, 3.5], {
      names: [{ lang: 'da', text: 'kanin', source: 'off-taxonomy' }],
      portions: [1, 2, 3, 4, 5, 6].map((n) => ({ seq: String(n), amount: n, measure: 'oz', grams: 28 * n })),
    });
    const [first] = (await createFoodSearch([rabbit, rice]).search('kanin', { mode: 'lexical' })).hits;
    // Which language was meant is still a guess: the answer, not a confident one.
    expect(first).toMatchObject({ id: rice.id });
    expect(first!.match.score).toBeLessThan(0.8);
  });
});

describe('a translation written with accents', () => {
  // Folding makes Vietnamese "dừa" (coconut) and "dứa" (pineapple) one word; the pineapple is the
  // more common food, so only the accents can put the coconut first.
  const coconut = fixtureFood('99999999-9999-4999-8999-000000000003', 'Coconut, fresh', '100g', [354, 3.3, 15, 33], {
    names: [{ lang: 'vi', text: 'dừa', source: 'morsel-lexicon' }],
  });
  const pineapple = fixtureFood('99999999-9999-4999-8999-000000000004', 'Pineapple, raw', '100g', [50, 0.5, 13, 0.1], {
    names: [{ lang: 'vi', text: 'dứa', source: 'morsel-lexicon' }],
    portions: [1, 2, 3, 4, 5, 6].map((n) => ({ seq: String(n), amount: n, measure: 'cup', grams: 165 * n })),
  });
  const search = createFoodSearch([pineapple, coconut]);

  it('is spelt as the name with the same accents', async () => {
    expect((await search.search('dừa', { mode: 'lexical' })).hits[0]).toMatchObject({ id: coconut.id, match: { score: 0.92 } });
    expect((await search.search('dứa', { mode: 'lexical' })).hits[0]).toMatchObject({ id: pineapple.id, match: { score: 0.92 } });
  });

  it('typed without them, matches both alike, so neither is the confident answer', async () => {
    expect((await search.search('dua', { mode: 'lexical' })).hits[0]!.match.score).toBeLessThan(0.8);
  });

  it('comes before a food whose own name it meets only by folding them ("bún" is no "bun")', async () => {
    const buns = fixtureFood('99999999-9999-4999-8999-000000000005', 'Rolls, hamburger or hotdog', '100g', [279, 9.5, 50, 3.8], {
      aliases: ['bun', 'buns'],
      portions: [1, 2, 3, 4].map((n) => ({ seq: String(n), amount: n, measure: 'roll', grams: 44 * n })),
    });
    const noodles = fixtureFood('99999999-9999-4999-8999-000000000006', 'Rice noodles, cooked', '100g', [108, 1.8, 24, 0.2], {
      names: [{ lang: 'vi', text: 'bún', source: 'morsel-lexicon' }],
    });
    const both = createFoodSearch([buns, noodles]);
    expect((await both.search('bún', { mode: 'lexical' })).hits[0]).toMatchObject({ id: noodles.id, match: { method: 'translation', score: 0.92 } });
    expect((await both.search('bun', { mode: 'lexical' })).hits[0]!.id).toBe(buns.id);
  });
});

describe("a table's name for a food not further specified", () => {
  const fndds = (id: string, name: string, synonyms: string[]) =>
    fixtureFood(`aaaaaaaa-aaaa-4aaa-8aaa-00000000000${id}`, name, '100g', [150, 8, 15, 6], {
      dataset: 'usda-fndds',
      aliases: ['lasagna'],
      names: synonyms.map((text) => ({ lang: 'en', text, source: 'fndds' })),
    });
  // SR28's pasta lists lasagna among its shapes, and its many measures make it the commoner food.
  const pasta = fixtureFood('aaaaaaaa-aaaa-4aaa-8aaa-000000000009', 'Pasta, cooked, enriched', '100g', [158, 5.8, 31, 0.9], {
    aliases: ['lasagna', 'spaghetti'],
    portions: [1, 2, 3, 4, 5, 6].map((n) => ({ seq: String(n), amount: n, measure: 'cup', grams: 140 * n })),
  });
  const dish = fndds('1', 'Lasagna with meat', ['lasagna NFS']);
  const spinach = fndds('2', 'Lasagna with meat and spinach', []);
  const waffle = fixtureFood('aaaaaaaa-aaaa-4aaa-8aaa-000000000003', 'Waffle, plain, frozen', '100g', [300, 7, 45, 9], {
    dataset: 'usda-fndds',
    names: [{ lang: 'en', text: 'frozen, NFS', source: 'fndds' }],
  });

  it('is what the bare name means, before foods that only list it', async () => {
    const hits = (await createFoodSearch([pasta, spinach, dish]).search('lasagna', { mode: 'lexical' })).hits;
    expect(hits[0]).toMatchObject({ id: dish.id, match: { method: 'alias' } });
    // The note itself names nothing.
    expect((await createFoodSearch([pasta, spinach, dish]).search('nfs', { mode: 'lexical' })).hits).toEqual([]);
  });

  it('an FNDDS food named "X, NFS" is what a bare X means, before foods whose alias X is', async () => {
    const nfs = fixtureFood('aaaaaaaa-aaaa-4aaa-8aaa-000000000004', 'Beans, NFS', '100g', [130, 8, 23, 0.5], { dataset: 'usda-fndds', aliases: ['beans'] });
    const green = fixtureFood('aaaaaaaa-aaaa-4aaa-8aaa-000000000005', 'Beans, snap, green, raw', '100g', [31, 1.8, 7, 0.2], {
      aliases: ['beans', 'green beans'],
      portions: [1, 2, 3, 4, 5, 6].map((n) => ({ seq: String(n), amount: n, measure: 'cup', grams: 100 * n })),
    });
    expect(defaultsOf(nfs)).toEqual(['beans']);
    expect(defaultsOf({ ...nfs, dataset: 'usda-sr28' })).toEqual([]);
    expect(defaultsOf({ ...nfs, name: 'Cheese, Mozzarella, NFS' })).toEqual([]); // which cheese: not what "cheese" means
    expect((await createFoodSearch([green, nfs]).search('beans', { mode: 'lexical' })).hits[0]!.id).toBe(nfs.id);
  });

  it("only when it shares a word with the first part of the food's own name", () => {
    expect(defaultsOf(dish)).toEqual(['lasagna']);
    expect(defaultsOf(waffle)).toEqual([]); // "frozen, NFS" says which waffle, not what "frozen" is
    // A shared "and" or "or" is no shared word: FNDDS lists sausage forms "…, heat and serve, …, or NFS".
    const sausage = {
      ...waffle,
      name: 'Pork and beef sausage',
      names: [{ lang: 'en', text: 'fresh, smoked, heat and serve, pre-cooked, or NFS', source: 'fndds' }],
    };
    expect(defaultsOf(sausage)).toEqual([]);
    expect(defaultsOf({ ...dish, names: [{ lang: 'en', text: 'lasagna NFS', source: 'off-taxonomy' }] })).toEqual([]);
  });
});

describe('a food said to come with another ("cottage cheese with peaches")', () => {
  const names = ['Cheese, cottage, low fat', 'Cheese, cottage, with fruit', 'Peaches, yellow, raw', 'Peaches, canned, juice pack'];
  const table = namesOfFoods(names.map((description) => ({ description })));
  const foods = names.map((name, i) =>
    fixtureFood(`77777777-7777-4777-8777-00000000010${i}`, name, '100g', [90, 11, 4, 3], { aliases: generateAliases(name, '', table) }),
  );
  const search = createFoodSearch(foods);

  it('answers the food named before "with", not the food it comes with', async () => {
    const hits = (await search.search('cottage cheese with peaches', { mode: 'lexical' })).hits;
    expect(hits.slice(0, 2).map((h) => h.id)).toEqual(expect.arrayContaining([foods[0]!.id, foods[1]!.id]));
    // Band C: the query was not named as typed.
    expect(hits[0]!.match.score).toBeLessThan(0.8);
  });
});
