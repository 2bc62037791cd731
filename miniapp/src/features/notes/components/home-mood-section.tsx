import { Button, Title } from '@telegram-apps/telegram-ui';
import { moodTexts } from '@tracker/shared/texts';
import { useLocation } from 'wouter';
import { openNoteEditor } from '../hooks/note-modals.ts';
import { MoodPicker } from './mood-picker.tsx';
import './notes-home.css';

/** Home: 'Как ваше настроение сейчас?' — a mood opens the editor with it chosen (core.md 2 "Home"). */
export function HomeMoodSection() {
  const [, navigate] = useLocation();
  return (
    <section className="card home-mood" aria-labelledby="home-mood-title" data-testid="home-mood">
      <Title level="3" weight="2" Component="h2" id="home-mood-title" className="notes-section-title">
        {moodTexts.pickerTitle}
      </Title>
      <MoodPicker label={moodTexts.pickerTitle} onPick={(mood) => openNoteEditor({ mode: 'create', mood })} />
      <div className="home-mood__actions">
        <Button size="m" mode="bezeled" stretched onClick={() => navigate('/mood')}>
          {moodTexts.diary}
        </Button>
        <Button size="m" mode="filled" stretched onClick={() => openNoteEditor({ mode: 'create', mood: null })}>
          {moodTexts.addEntry}
        </Button>
      </div>
    </section>
  );
}
