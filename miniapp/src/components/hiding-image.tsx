import { type ImgHTMLAttributes, useState } from 'react';

/**
 * An image that, failing to load, is not shown at all rather than as the browser's broken-image box
 * (core.md 8: an icon or sticker image that fails is hidden): the fox of the tips and empty states,
 * a sticker. A new address is tried afresh.
 */
export function HidingImage({ src, ...props }: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return null;
  return <img src={src} {...props} onError={() => setFailed(src)} />;
}
