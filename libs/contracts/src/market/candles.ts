// Historical candles and analysis contracts: filled in with the candles module.
export {};
