/**
 * The visible start of a control's accessible name, with the rest read only by assistive
 * technology: a calendar day shows '25' and is named '25 ноября 2026, целей и привычек: 2'. The
 * control takes its name from this content (no aria-label), so what is seen is always where the
 * name begins, as speech input needs (WCAG 2.5.3 "Label in Name"); anything else the control
 * shows (chips, counts) is aria-hidden, its meaning being in the name.
 */
export function StartOfName({ shown, name, className }: { shown: string; name: string; className?: string }) {
  const rest = name.startsWith(shown) ? name.slice(shown.length) : ` ${name}`;
  return (
    <>
      <span className={className}>{shown}</span>
      <span className="visually-hidden">{rest}</span>
    </>
  );
}
