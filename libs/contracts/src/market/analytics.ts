// Analytics tracking contracts: filled in with the analytics module.
export {};
