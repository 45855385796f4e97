// The header's market indices: live tiles on both sides and the picker that chooses them.
export { useHeaderIndices } from './useHeaderIndices';
