import { assembleCatalogue } from '../catalogue-files';

// Every area file of the locale in one chunk: one request at start instead of one per area.
export default assembleCatalogue(import.meta.glob('../locales/zhCn/*.json', { eager: true, import: 'default' }));
