/** A property decorator as class-validator and class-transformer write theirs. */
export type PropertyRule = (target: object, propertyKey: string) => void;

/**
 * Several property decorators as one house decorator, applied exactly as if written one above the other
 * in this order, so a repeated rule is written once and its validation messages keep their order.
 */
export function stackDecorators(...decorators: PropertyRule[]): PropertyRule {
  return (target, propertyKey) => {
    for (let i = decorators.length - 1; i >= 0; i--) decorators[i](target, propertyKey);
  };
}
