import './unorphaned-text.css';

/** How many characters (code points) at the end of a text stay on one line unless told otherwise. */
const KEPT_TOGETHER = 3;

/**
 * A text whose end never wraps apart: `tail` (a date, '26 ноября') or else its last three
 * characters stay on one line. A long name in 'Привет, {name}!' that has to break inside itself
 * takes its last letters along with the '!'; 'Настроение на 26 ноября' never leaves 'ноября' alone.
 */
export function UnorphanedText({ text, tail }: { text: string; tail?: string }) {
  const end = tail !== undefined && text.endsWith(tail) ? tail : Array.from(text).slice(-KEPT_TOGETHER).join('');
  if (end.length >= text.length) return <>{text}</>;
  return (
    <>
      {text.slice(0, text.length - end.length)}
      <span className="unorphaned-text__end">{end}</span>
    </>
  );
}
