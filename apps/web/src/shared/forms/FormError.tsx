/** A failure the form cannot pin on one field (shown above the dialog's buttons). */
export function FormError({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p className="pf-form-error" role="alert">
      {text}
    </p>
  );
}
