import { pageTexts } from '@tracker/shared/texts';
import {
  GiftIcon,
  MoodIcon,
  TargetIcon,
} from '../../../components/icons.tsx';
import { PlaceholderPage } from './placeholder-page.tsx';

const icon = (Icon: typeof TargetIcon) => <Icon size={44} />;

/** One lazily loaded chunk holds every placeholder screen of this slice. */
export const TargetPage = () => <PlaceholderPage {...pageTexts.target} icon={icon(TargetIcon)} />;
export const MoodPage = () => <PlaceholderPage {...pageTexts.mood} icon={icon(MoodIcon)} />;
export const GiftPage = () => <PlaceholderPage {...pageTexts.gift} icon={icon(GiftIcon)} />;
