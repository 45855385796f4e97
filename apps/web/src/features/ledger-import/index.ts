export { ImportPanel } from './ImportPanel';
