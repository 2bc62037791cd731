import { moodTexts } from '@tracker/shared/texts';
import { useLocation } from 'wouter';
import { Button } from '../../../components/button.tsx';
import { openNoteEditor } from '../hooks/note-modals.ts';
import { MoodPicker } from './mood-picker.tsx';
import { NotesCard } from './notes-card.tsx';
import './notes-home.css';

/** Home: 'Как ваше настроение сейчас?' — a mood opens the editor with it chosen (core.md 2 "Home"). */
export function HomeMoodSection() {
  const [, navigate] = useLocation();
  return (
    <NotesCard id="home-mood-title" title={moodTexts.pickerTitle} className="home-mood" testId="home-mood">
      <MoodPicker label={moodTexts.pickerTitle} onPick={(mood) => openNoteEditor({ mode: 'create', mood })} />
      <div className="home-mood__actions">
        <Button size="m" mode="bezeled" stretched onClick={() => navigate('/mood')}>
          {moodTexts.diary}
        </Button>
        <Button size="m" mode="filled" stretched onClick={() => openNoteEditor({ mode: 'create', mood: null })}>
          {moodTexts.addEntry}
        </Button>
      </div>
    </NotesCard>
  );
}
