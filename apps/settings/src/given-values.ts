/** Only the values a request set: validated DTO instances carry every declared field, set or not. */
export function givenValues<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as Partial<T>;
}
