import { Caption, Progress, Text, Title } from '@telegram-apps/telegram-ui';
import {
  PLANT_CARING,
  PLANT_WATERING,
  type PlantChange,
  type PlantState,
  inactiveDays,
  isPlantWilted,
  needsComebackPrompt,
  plantMoodKey,
  plantSize,
  plantStage,
} from '@tracker/shared/domain';
import { plantTexts } from '@tracker/shared/texts';
import { Link } from 'wouter';
import { Button } from '../../../components/button.tsx';
import { LoadErrorCard } from '../../../components/load-error-card.tsx';
import { usePlant } from '../hooks/use-plant.ts';
import type { PotView } from '../plant-activity.ts';
import { PlantPicture } from './plant-picture.tsx';
import '../plant.css';

/** One of the two bars: 'Здоровье 65 / 100'. */
function Meter({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="plant-card__meter">
      <div className="plant-card__meter-row">
        <Text>{label}</Text>
        <Text weight="2" data-testid={testId}>
          {plantTexts.value(value)}
        </Text>
      </div>
      <Progress value={value} aria-label={label} />
    </div>
  );
}

/** 'Полить' or 'Ухаживать' with, underneath, what it gives or that it is done for today. */
function CareAction({ label, doneToday, doneText, gives, onClick, testId }: { label: string; doneToday: boolean; doneText: string; gives: PlantChange; onClick: () => void; testId: string }) {
  return (
    <div className="plant-card__action">
      <Button size="m" stretched mode={doneToday ? 'bezeled' : 'filled'} onClick={onClick} data-testid={testId} data-done={doneToday}>
        {label}
      </Button>
      <Caption level="2" className="plant-card__action-hint">{doneToday ? doneText : plantTexts.gained(gives)}</Caption>
    </div>
  );
}

function ComebackPrompt({ days }: { days: number }) {
  return (
    <div className="plant-card__prompt" role="status" data-testid="plant-comeback">
      <Text weight="2">{plantTexts.comebackTitle}</Text>
      <Caption className="plant-card__prompt-text">{plantTexts.comebackText(days)}</Caption>
      <Link href="/" className="plant-card__prompt-link">
        {plantTexts.comebackAction}
      </Link>
    </div>
  );
}

function PlantCardView({ plant, pot, today, water, care }: { plant: PlantState; pot: PotView | null; today: string; water: () => void; care: () => void }) {
  const stage = plantStage(plant.growth);
  const size = plantSize(plant.growth);
  const wilted = isPlantWilted(plant.health);
  return (
    <section className={`card plant-card${wilted ? ' plant-card--wilted' : ''}`} data-testid="plant-card" data-wilted={wilted}>
      <Title level="3" weight="2" Component="h2" className="plant-card__title">
        {plantTexts.title}
      </Title>
      <div className="plant-card__scene">
        <PlantPicture stage={stage.index} size={size} wilted={wilted} pot={pot} label={plantTexts.pictureLabel(stage.name, wilted)} />
      </div>
      <div className="plant-card__about">
        <Text weight="1" className="plant-card__stage" data-testid="plant-stage">
          {stage.name}
        </Text>
        <Caption className="plant-card__meta" data-testid="plant-size">
          <span className="plant-card__meta-part">{plantTexts.size(size)}</span>
          {pot && (
            <>
              {' · '}
              <span className="plant-card__meta-part">{plantTexts.pot(pot.title)}</span>
            </>
          )}
        </Caption>
        <Text className="plant-card__mood" data-testid="plant-mood" role={wilted ? 'alert' : undefined}>
          {plantTexts.moods[plantMoodKey(plant)]}
        </Text>
      </div>
      <div className="plant-card__meters">
        <Meter label={plantTexts.health} value={plant.health} testId="plant-health" />
        <Meter label={plantTexts.growth} value={plant.growth} testId="plant-growth" />
      </div>
      {needsComebackPrompt(plant, today) && <ComebackPrompt days={inactiveDays(plant, today)} />}
      <div className="plant-card__actions">
        <CareAction label={plantTexts.water} doneToday={plant.lastWatered === today} doneText={plantTexts.wateredToday} gives={PLANT_WATERING} onClick={water} testId="plant-water" />
        <CareAction label={plantTexts.care} doneToday={plant.lastCared === today} doneText={plantTexts.caredToday} gives={PLANT_CARING} onClick={care} testId="plant-care" />
      </div>
    </section>
  );
}

/** The personal plant card of the profile page (rewards.md 2.7): only for owners of a plant treasure. */
export function PlantCard({ userId, activityPoints }: { userId: number; activityPoints: number }) {
  const view = usePlant(userId, activityPoints);
  if (view.status === 'hidden') return null;
  if (view.status === 'error') return <LoadErrorCard message={plantTexts.loadError} onRetry={view.retry} testId="plant-card-error" />;
  return <PlantCardView plant={view.plant} pot={view.pot} today={view.today} water={view.water} care={view.care} />;
}
