// Importing positions, sales and rollovers from a CSV file.
export { ImportDialog } from './ImportDialog';
export { type ImportKind } from './csvSchema';
