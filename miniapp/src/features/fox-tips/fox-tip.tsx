import { Text } from '@telegram-apps/telegram-ui';
import { FOX_TIP_HIDE_MS, FOX_TIP_SHOW_MS, type FoxTipKind } from '@tracker/shared/domain';
import { foxTipTexts } from '@tracker/shared/texts';
import { useEffect, useState } from 'react';
import { CloseIcon } from '../../components/icons.tsx';
import './fox-tip.css';
import { IconButton } from '../../components/icon-button.tsx';
import { HidingImage } from '../../components/hiding-image.tsx';

const tips: Readonly<Record<FoxTipKind, { text: string; fox: string }>> = {
  welcome: { text: foxTipTexts.welcome, fox: '/stickers/fox-hello.svg' },
  firstGoal: { text: foxTipTexts.firstGoal, fox: '/stickers/fox-happy.svg' },
  firstHabit: { text: foxTipTexts.firstHabit, fox: '/stickers/fox-happy.svg' },
};

/**
 * The fox with a speech bubble floating above the bottom navigation (it never moves the page):
 * the fox pops up, the bubble follows; 'Закрыть', or 8 s on screen, slides it out, then `onClosed`
 * removes it. Only its close button takes clicks: a tap on the bubble reaches the page under it.
 */
export function FoxTip({ kind, onClosed }: { kind: FoxTipKind; onClosed: () => void }) {
  const [leaving, setLeaving] = useState(false);
  const tip = tips[kind];

  useEffect(() => {
    const timer = window.setTimeout(() => setLeaving(true), FOX_TIP_SHOW_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(onClosed, FOX_TIP_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [leaving, onClosed]);

  return (
    <div
      className={`fox-tip${leaving ? ' fox-tip--leaving' : ''}`}
      role="note"
      aria-label={foxTipTexts.label}
      data-testid="fox-tip"
      data-tip={kind}
    >
      <HidingImage className="fox-tip__fox" src={tip.fox} alt="" width={72} height={72} />
      <div className="fox-tip__bubble">
        <Text className="fox-tip__text">{tip.text}</Text>
        <IconButton
          mode="plain"
          size="s"
          className="fox-tip__close"
          aria-label={foxTipTexts.close}
          onClick={() => setLeaving(true)}
        >
          <CloseIcon size={18} />
        </IconButton>
      </div>
    </div>
  );
}
