/** Former module name of the SR28 importer, kept so existing imports keep working. */
export { usdaSource, type UsdaPart } from './usda-import';
