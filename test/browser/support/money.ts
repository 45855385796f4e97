/** Whole rupees as the app shows them: ₹12,34,567. */
export const rupees = (n: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(n);

/** A whole-rupee amount as a card shows it, signed or not. */
export const RUPEE_AMOUNT = /^[+-]?₹[\d,]+$/;

/** Rupees or percent as shown ("+₹5,532", "-₹1,200.50", "₹1,523.80", "+9.98%") as a number. */
export const amount = (text: string | null): number => Number((text ?? '').replace(/[^\d.+-]/g, ''));
