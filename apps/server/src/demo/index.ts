/**
 * The demo dataset (示例数据): synthetic mines, their records and news articles about them, generated
 * from a seed and written through the mine and news modules' public faces. The app loads it on a first
 * start, the seed script on demand; no module imports it.
 */
export { type Dataset, DEFAULT_MINE_COUNT, DEFAULT_SEED, generateDataset } from './mines/generate';
export { type DemoOptions, generateAndStore, loadDemoIfEmpty, storeDataset } from './mines/load-mines';
export { rowCount, violationCounts } from './mines/seed-report';
export { type DemoArticle, generateDemoArticles } from './news/articles';
export { loadDemoNewsIfEmpty, seedDemoArticles } from './news/load-articles';
export { type DemoProfile, profilesOfRecords, readProfiles } from './news/profiles';
