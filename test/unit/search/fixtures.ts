/** A small hand-written document set in SR28's naming style, plus a few products. */
import type { SearchDoc } from '../../../src/search/doc';

const generic = (id: string, name: string, aliases: string[] = [], group = 'Test foods', commonness = 0.5): SearchDoc => ({
  id,
  name,
  aliases,
  kind: 'generic',
  group,
  commonness,
});

export const DOCS: SearchDoc[] = [
  generic('milk-whole', 'Milk, whole, 3.25% milkfat, with added vitamin D', ['whole milk'], 'Dairy and Egg Products', 0.9),
  generic('milk-2', 'Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D', [], 'Dairy and Egg Products', 0.8),
  generic('milk-1', 'Milk, lowfat, fluid, 1% milkfat, with added vitamin A and vitamin D', [], 'Dairy and Egg Products', 0.8),
  generic('milk-shake', 'Milk shakes, thick chocolate', [], 'Dairy and Egg Products', 0.4),
  generic('milk-choc', 'Milk, chocolate, fluid, commercial, whole', ['chocolate milk'], 'Dairy and Egg Products', 0.6),
  generic('apple-raw', 'Apples, raw, with skin', [], 'Fruits and Fruit Juices', 0.9),
  generic('apple-juice', 'Apple juice, canned or bottled, unsweetened', [], 'Fruits and Fruit Juices', 0.6),
  generic('apple-baby', 'Babyfood, apples, strained', [], 'Baby Foods', 0.3),
  generic('croissant-apple', 'Croissants, apple', [], 'Baked Products', 0.3),
  generic('broccoli-raw', 'Broccoli, raw', [], 'Vegetables and Vegetable Products', 0.8),
  generic('broccoli-soup', 'Soup, cream of broccoli, canned, condensed', [], 'Soups, Sauces, and Gravies', 0.3),
  generic('banana-raw', 'Bananas, raw', [], 'Fruits and Fruit Juices', 0.9),
  generic('almonds', 'Nuts, almonds', [], 'Nut and Seed Products', 0.8),
  generic('walnuts', 'Nuts, walnuts, english', [], 'Nut and Seed Products', 0.7),
  generic('cashews', 'Nuts, cashew nuts, raw', [], 'Nut and Seed Products', 0.6),
  generic('pecans', 'Nuts, pecans', [], 'Nut and Seed Products', 0.6),
  generic('coconut', 'Nuts, coconut meat, raw', [], 'Nut and Seed Products', 0.5),
  generic('hazelnuts', 'Nuts, hazelnuts or filberts', [], 'Nut and Seed Products', 0.5),
  generic('chickpeas', 'Chickpeas (garbanzo beans, bengal gram), mature seeds, raw', [], 'Legume and Legume Products', 0.7),
  generic('chicken-breast', 'Chicken, broilers or fryers, breast, meat only, cooked, roasted', ['chicken breast'], 'Poultry Products', 0.8),
  generic('chicken-soup', 'Soup, chicken noodle, canned, condensed', [], 'Soups, Sauces, and Gravies', 0.5),
  generic('rice-brown', 'Rice, brown, long-grain, cooked', [], 'Cereal Grains and Pasta', 0.8),
  generic('rice-white', 'Rice, white, long-grain, regular, enriched, cooked', [], 'Cereal Grains and Pasta', 0.8),
  generic('brand-cereal', "Cereals ready-to-eat, KELLOGG, KELLOGG'S Corn Flakes", [], 'Breakfast Cereals', 0.6),
  generic('bread-brand', 'PEPPERIDGE FARM, White Bread', [], 'Baked Products', 0.6),
  generic('bread-white', 'Bread, white, commercially prepared', [], 'Baked Products', 0.6),
  generic('yogurt-lowfat', 'Yogurt, plain, lowfat', [], 'Dairy and Egg Products', 0.6),
  { id: 'p-milk', name: 'Milk', aliases: ['Acme Milk'], kind: 'product', group: null },
  { id: 'p-nutella', name: 'Nutella', aliases: ['Ferrero Nutella'], kind: 'product', group: null },
  { id: 'p-brocoli', name: 'Brocoli', aliases: [], kind: 'product', group: null },
];
