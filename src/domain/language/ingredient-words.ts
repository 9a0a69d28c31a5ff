/**
 * The words an ingredient line is read with (./ingredient-line.ts): sizes, kitchen actions in
 * English and in other languages, comments that end a line, the modifiers before an "or", and the
 * containers and small measures a count can be of.
 */

/**
 * Sizes other languages write before the food ("2 kleine Zwiebeln", "1 middelgrote ui", "2 stora
 * morötter", "1 gros oignon", "3 duże jajka"); not "petits pois" or "gros sel", which name foods.
 */
const OTHER_LANGUAGE_SIZE = [
  'kleine[nrs]?',
  'gro(?:ß|ss)e[nrs]?',
  'mittelgro(?:ß|ss)e[nrs]?',
  'middelgrote?',
  'middelgroot',
  'grote',
  'stora?',
  'store(?!\\s+bought)',
  'sm[åa]',
  'liten',
  'lille',
  'mellomstore?',
  'medelstora?',
  'mellemstore?',
  'du[żz][ey]',
  'du[żz]ych',
  'ma[łl][ey]',
  'ma[łl]ych',
  '[śs]redni[ae]?',
  '[śs]rednich',
  'gros(?:se)?s?(?!\\s+sel)',
  'petite?s?(?!\\s+pois)',
  'moyen(?:ne)?s?',
].join('|');

/** Words that say how full a measure is ("heaping tablespoon", "scant 3/4 cup"), not how big a piece is. */
const FULLNESS = 'heaping|heaped|level|scant|generous|rounded';
export const SIZE = String.raw`(?:extra[- ]large|x-large|xl|extra[- ]small|medium[- ]sized|large[- ]sized|small[- ]sized|medium[- ]large|thumb(?:[- ]sized?)?|lge?\.?(?=\s)|med\.?(?=\s)|sml?\.?(?=\s)|md\.?(?=\s)|fist[- ]sized|jumbo|large|medium|small|big|giant|huge|${FULLNESS}|good|thick|thin|whole(?!\s+(?:wheat|grain|meal|milk|food|foods|spelt)\b)|${OTHER_LANGUAGE_SIZE})`;
export const PLAIN_SIZE_RE = /^(?:extra[- ]large|extra[- ]small|x-large|large|medium|small|jumbo|medium[- ]sized|large[- ]sized|small[- ]sized)\b/i;
export const SIZE_RE = new RegExp(String.raw`^(${SIZE}(?:\s*(?:to|or|-|/)\s*${SIZE})?)(?![\w-])`, 'i');

const ADVERB = `(?:fein|grob|finement|fraîchement|grossièrement|finamente|finemente|fijn|grof|fint|grovt|drobno|very|finely|coarsely|roughly|thinly|thickly|lightly|freshly|firmly|loosely|well|fully|evenly|just|slightly|barely|neatly|gently|cleanly|thoroughly|diagonally|lengthwise|crosswise|partially|partly|completely|fresh|newly)`;
/** Temperatures are preparation only before the liquids and fats they describe ("warm water", not "hot sauce"). */
const TEMPERATURE = String.raw`(?:warm|hot|cold|lukewarm|boiling|ice[- ]cold|tepid|very hot|very cold)(?=\s+(?:water|milk|whole milk|skim milk|stock|broth|chicken stock|chicken broth|vegetable stock|vegetable broth|beef stock|beef broth|butter|unsalted butter|salted butter|coffee|tea|cream|buttermilk|eggs?|brewed coffee|espresso)\b)`;
/** Kitchen actions and temperatures: preparation, not identity ("ground" alone is identity: ground beef). */
const ACTION = `(?:chopped|diced|minced|sliced|grated|shredded|crushed|peeled|melted|softened|beaten|whisked|cubed|julienned|julienne|halved|quartered|drained|rinsed|sifted|packed|pitted|stoned|seeded|deseeded|cored|trimmed|deveined|shelled|thawed|defrosted|torn|crumbled|cut|mashed|pur[eé]ed|zested|juiced|squeezed|scrubbed|washed|separated|snipped|slivered|shaved|spiralized|spiralised|segmented|deboned|boned|boneless|skinless|skin-on|bone-in|soaked|cooled|chilled|warmed|heated|scalded|room[- ]temperature|${TEMPERATURE}|drained and rinsed|rinsed and drained|tied|hulled|stemmed|destemmed|husked|smashed|bruised|bashed|cracked|roughly torn|lightly toasted)`;
/**
 * The same actions as other languages write them after the food ("cebolla picada", "oignon
 * émincé", "Karotten gewürfelt", "cipolla tritata", "lök hackad"). Nouns that look like them are
 * left out (German "Gehacktes", Dutch "gehakt": minced meat; "fondue", "affettato", "batido").
 */
const OTHER_LANGUAGE_ACTION = `(?:${[
  // Spanish and Portuguese
  'picad[oa]s?',
  'picadinh[oa]s?',
  'rallad[oa]s?',
  'ralad[oa]s?',
  'trocead[oa]s?',
  'pelad[oa]s?',
  'cortad[oa]s?',
  'derretid[oa]s?',
  'machacad[oa]s?',
  'amassad[oa]s?',
  'fatiad[oa]s?',
  'descascad[oa]s?',
  'espremid[oa]s?',
  'escurrid[oa]s?',
  'escorrid[oa]s?',
  'laminad[oa]s?',
  // French
  'hach[ée]e?s?',
  'émincée?s?',
  'emincee?s?',
  'râpée?s?',
  'coupée?s?',
  'pelée?s?',
  'ciselée?s?',
  'écrasée?s?',
  'égouttée?s?',
  'tranchée?s?',
  'concassée?s?',
  'battue?s?',
  // German
  'gehackt(?:e[rn]?)?',
  'gewürfelt(?:e[rn]?)?',
  'gerieben(?:e[rns]?)?',
  'geschnitten(?:e[rn]?)?',
  'geschält(?:e[rn]?)?',
  'gepresst(?:e[rn]?)?',
  'zerlassen(?:e[rn]?)?',
  'geschmolzen(?:e[rn]?)?',
  'abgetropft(?:e[rn]?)?',
  'gehobelt(?:e[rn]?)?',
  // Italian
  'tritat[oaie]',
  'grattugiat[oaie]',
  'tagliat[oie]',
  'sbucciat[oaie]',
  'sgocciolat[oaie]',
  'sciolt[oa]',
  'fus[oa]',
  // Dutch
  'gesnipperd',
  'gesneden',
  'geraspte?',
  'gehakte',
  'fijngehakte?',
  'geperst',
  'gesmolten',
  'uitgelekt',
  'geschilde?',
  // Swedish, Norwegian, Danish
  'hackade?',
  'hackat',
  'finhackade?',
  'riven',
  'rivet',
  'rivna',
  'skivade?',
  'skivat',
  'smält',
  'pressade?',
  'skalade?',
  'tärnade?',
  'hakket',
  'hakkede',
  'finhakket',
  'finthakket',
  'revet',
  'revne',
  'skivet',
  'skivede',
  'smeltet',
  'smeltede',
  'presset',
  'skrelt',
  'skrællet',
  // Polish
  'posiekan[yae]',
  'start[yae]',
  'pokrojon[yae]',
  'obran[yae]',
  'roztopion[yae]',
].join('|')})`;
/**
 * Where the action names the food: minced meat ("carne picada", "viande hachée") and breadcrumbs
 * ("pan rallado", "pane grattugiato"), not how the meat or bread is prepared.
 */
export const NAMING_ACTIONS: [RegExp, RegExp][] = [
  [
    /^(?:picad[oa]s?|hach[ée]e?s?|gehackt(?:e[rn]?)?|tritat[oaie]|gehakte)$/i,
    /\b(?:carne|viande|steak|b(?:œ|oe)uf|porc|veau|agneau|poulet|dinde|fleisch|rind|schwein|lamm|pollo|cerdo|ternera|vacuno|frango|porco|manzo|maiale|vitello|vlees|kött|kjøtt)\b/i,
  ],
  [/^(?:rallad[oa]|ralad[oa]|grattugiat[oa])$/i, /\b(?:pan|pão|pane)$/i],
];

const PREP_WORD = `(?:${ADVERB}[ -])*(?:${ACTION}|${OTHER_LANGUAGE_ACTION}|(?:${ADVERB}[ -])+ground)`;
export const PREP_LEAD_RE = new RegExp(String.raw`^((?:${PREP_WORD})(?:(?:\s*(?:,|and|or|&|,\s*and)\s*|\s+)(?:${PREP_WORD}))*)\s+`, 'i');
export const PREP_ONLY_RE = new RegExp(String.raw`^(?:${PREP_WORD})(?:\s*(?:,|and|or)\s*(?:${PREP_WORD}))*$`, 'i');
export const PREP_TRAIL_RE = new RegExp(
  String.raw`\s+((?:${PREP_WORD})(?:\s*(?:,|and|or|&)\s*(?:${PREP_WORD}))*(?:\s+(?:into|in|on|to|through|lengthwise|crosswise|widthwise|finely|roughly|thinly)\b.*)?)$`,
  'i',
);

/**
 * The shapes other languages cut food into, named after a preposition at the end of the line,
 * with or without the action before it: "zanahoria en rodajas", "cebollas cortadas en dados",
 * "cipolla a dadini", "Zwiebeln in Würfel", "potatis i bitar", "cebula w kostkę".
 */
const CUT_SHAPE = [
  // Spanish and Portuguese
  'trozos',
  'trocitos',
  'dados',
  'daditos',
  'cubos',
  'cubitos',
  'cubinhos',
  'rodajas',
  'rodajitas',
  'tiras',
  'tiritas',
  'tirinhas',
  'juliana',
  'l[áa]minas',
  'gajos',
  'gomos',
  'aros',
  'mitades',
  'cuartos',
  'bastones',
  'peda[çc]os',
  'pedacinhos',
  'rodelas',
  'fatias',
  // French
  'd[ée]s',
  'morceaux',
  'rondelles',
  'lamelles',
  'tranches',
  'julienne',
  'quartiers',
  'cubes',
  'b[âa]tonnets',
  'brunoise',
  'lani[èe]res',
  // Italian
  'dadini',
  'dadi',
  'pezzi',
  'pezzetti',
  'pezzettini',
  'fette',
  'fettine',
  'rondelle',
  'listarelle',
  'cubetti',
  'spicchi',
  'striscioline',
  'tocchetti',
  'anelli',
  // German
  'w[üu]rfel',
  'w[üu]rfeln',
  'w[üu]rfelchen',
  'scheiben',
  'scheibchen',
  'streifen',
  'st[üu]cke',
  'st[üu]cken',
  'st[üu]ckchen',
  'ringe',
  'ringen',
  'spalten',
  'stifte',
  // Dutch
  'blokjes',
  'plakjes',
  'stukjes',
  'reepjes',
  'ringetjes',
  'partjes',
  'schijfjes',
  'plakken',
  'stukken',
  // Swedish, Norwegian, Danish
  'bitar',
  'skivor',
  't[äa]rningar',
  'strimlor',
  'klyftor',
  'ringar',
  'biter',
  'skiver',
  'terninger',
  'strimler',
  'b[åa]ter',
  'ringer',
  // Polish
  'kostk[ęe]',
  'plasterki',
  'p[óo][łl]plasterki',
  'paski',
  'kawa[łl]ki',
].join('|');
/** A size before the shape: "en fines tranches", "a pezzi piccoli" needs none. */
const SHAPE_SIZE = String.raw`(?:(?:fines?|petits?|petites?|gros|grosses?|grandes?|peque[ñn]os?|peque[ñn]as?|feinen?|d[üu]nnen?|kleinen?|grobe|grove|sm[åa]|tynne|fijne|dunne|grote|kleine|cienkie|drobn[ąa])\s+)?`;
export const CUT_TAIL_RE = new RegExp(String.raw`\s+((?:${OTHER_LANGUAGE_ACTION}\s+)?(?:en|em|in|a|i|w|na)\s+${SHAPE_SIZE}(?:${CUT_SHAPE})(?!\p{L}).*)$`, 'iu');

/** State words that keep an action inside the name from reading as part of it. */
const STATE = `(?:frozen|fresh|canned|tinned|dried|cooked|raw|smoked|pickled|roasted|toasted|ripe|organic|leftover)`;
export const INNER_ACTION_RE = new RegExp(String.raw`^(${STATE})\s+(${PREP_WORD})\s+(\S.*)$`, 'i');
export const INNER_SIZE_RE = new RegExp(String.raw`^(${STATE}|free-range|organic)\s+((?!whole)${SIZE})\s+(\S.*)$`, 'i');

/** Comments that end a line: stated as preparation, never part of the name. */
export const COMMENT_TAIL =
  /(?:\s*,\s*|\s+)((?:(?:or|plus|and)\s+)?(?:(?:a\s+little\s+|some\s+)?(?:more|extra)\s+)?(?:to taste|according to taste|as (?:needed|required|desired)|if (?:needed|desired|you like|using|available|preferred)|for (?:garnish(?:ing)?|serving|dusting|frying|deep[- ]frying|greasing|decoration|decorating|the (?:pan|tin|dish|top)|brushing|drizzling|sprinkling|topping|coating|rolling|dipping)(?:\s+\S+){0,4}|to (?:serve|garnish|finish|grease)|divided|optional|at room temperature|room temperature|(?:plus|and) (?:more|extra)(?:\s+\S+){0,5}|or more|or less|(?:to|for) taste|q\.?\s?b\.?|al gusto|a gusto|[aà] gosto|au goût|à volonté|nach geschmack|nach belieben|naar smaak|efter smak|etter smak|do smaku|quanto basta|c\.?\s?s\.?|(?:til|till)\s+(?:stegning|steking|stekning|servering|pynt|garnering|pensling|smøring)|zum\s+(?:braten|anbraten|frittieren|bestreuen|bestäuben|garnieren|servieren|einfetten)|für\s+die\s+form|para\s+(?:fre[íi]r|fritar|servir|decorar|untar|espolvorear|polvilhar|pincelar)|p\/\s*fritar|pour\s+(?:la\s+friture|frire|servir|d[ée]corer|le\s+moule|la\s+cuisson|dorer)|per\s+(?:friggere|servire|decorare|ungere|spolverare)|om\s+in\s+te\s+vetten|voor\s+(?:het\s+)?(?:bakken|frituren|garnering)|do\s+(?:smażenia|posypania|podania|dekoracji)|(?:med|uden|utan|uten|mit|ohne|con|sin|com|sem|avec|sans|senza)\s+(?:skal|skall|schale|c[áa]scara|piel|casca|pele|(?:la\s+)?peau|(?:la\s+)?buccia)|(?:(?:of|di|de|d'|von|van|på|om|à|je|at|about|around|approx\.?|ca\.?|circa|cerca\s+de|environ|unos|unas|ungefär|omkring|około|ok\.)\s*)+\d+(?:[.,]\d+)?\s*(?:g|kg|gr|grams?|grammi|gramos|gramas|grammes?|oz|ounces?|lbs?)\b(?:\s+(?:each|l'un[oa]|ciascun[oa]|cada(?:\s+un[oa])?|chacune?|pro\s+st(?:ü|u)ck|per\s+st(?:u|y)(?:k|ck)|hver|styck))?|(?:mixed|dissolved|diluted|blended|combined|whisked|stirred|soaked) (?:with|in|into) .+))\.?$/i;

/** Words that name a variety when they precede an "or" ("chicken or vegetable stock"). */
export const MODIFIERS = new Set(
  'white brown red green yellow black golden light dark sweet semisweet bittersweet unsweetened sweetened creamy crunchy smooth instant rolled extra-virgin firm silken sharp mature hot mild smoked chicken beef vegetable veggie fish pork turkey lamb whole skim low-fat reduced-fat full-fat fat-free unsalted salted plain greek sea kosher table fresh dried frozen canned raw cooked baby spring basmati jasmine wholemeal wholewheat self-raising all-purpose bread cake cider rice balsamic maple soy almond oat coconut goat sheep double single heavy sour lemon lime orange apple cherry grape olive sunflower canola rapeseed peanut sesame corn wheat rye spelt cane caster icing powdered granulated demerara muscovado small medium large extra-large jumbo liquid gel'.split(
    ' ',
  ),
);

/** Colours: two side by side before an "or" are a list of the food's varieties ("red yellow or green peppers"). */
export const COLOURS = new Set('red green yellow orange white black purple golden blue pink'.split(' '));

/** Modifiers that belong to the food's name after another modifier: what it is made of, "brown" sugar. */
export const MADE_OF = new Set(
  'brown peanut almond coconut oat soy rice sesame olive sunflower canola rapeseed corn chicken beef vegetable fish pork turkey lamb goat sheep apple cherry grape lemon lime orange maple cider balsamic'.split(
    ' ',
  ),
);

export const ACTION_WORD_RE = new RegExp(`^${ACTION}$`, 'i');

export const CONTAINERS = new Set(['can', 'package', 'jar', 'bottle', 'stick', 'bar', 'block', 'loaf']);
/** Small measures written without a number ("Pinch salt", "Dash nutmeg", "Handful basil"): one of them. */
export const UNNUMBERED_MEASURES = new Set(['pinch', 'dash', 'smidgen', 'handful', 'splash', 'sprig', 'dollop']);
/** A size word that is a fullness (FULLNESS). */
export const FULLNESS_RE = new RegExp(`^(?:${FULLNESS})$`, 'i');
/** How full the measure is, said before its number ("scant 3/4 cup", "a good 2 tbsp"). */
export const FULLNESS_LEAD_RE = new RegExp(`^(${FULLNESS}|good)\\s+(?=\\d)`, 'i');
