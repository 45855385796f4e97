// Finding instruments: the security search, the instrument picker and the link to an instrument's chart.
export { InstrumentListbox } from './InstrumentListbox';
export { InstrumentPicker } from './InstrumentPicker';
export { InstrumentSearch } from './InstrumentSearch';
export { chartPath } from './chartPath';
export {
  exchangeAllowed,
  instrumentProblem,
  type PickedInstrument,
  pickInstrument,
  priceInput,
} from './pickInstrument';
export { searchSecurities } from './searchSecurities';
export { bestMatch, mapLimited } from './securityMatch';
export { useInstrumentCombobox } from './useInstrumentCombobox';
export { useInstrumentSearch } from './useInstrumentSearch';
