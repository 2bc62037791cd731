import './unorphaned-text.css';

/** How many characters (code points) at the end of a text stay on one line. */
const KEPT_TOGETHER = 3;

/**
 * A text whose last characters never wrap onto a line of their own: a long name in 'Привет, {name}!'
 * that has to break inside itself (overflow-wrap) takes its last letters along with the '!',
 * instead of leaving the '!' alone on the last line.
 */
export function UnorphanedText({ text }: { text: string }) {
  const chars = Array.from(text);
  if (chars.length <= KEPT_TOGETHER) return <>{text}</>;
  return (
    <>
      {chars.slice(0, -KEPT_TOGETHER).join('')}
      <span className="unorphaned-text__end">{chars.slice(-KEPT_TOGETHER).join('')}</span>
    </>
  );
}
