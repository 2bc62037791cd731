import {
  type PlantCareResult,
  type PlantState,
  carePlant,
  isPlantWilted,
  openPlant,
  waterPlant,
} from '@tracker/shared/domain';
import { plantTexts } from '@tracker/shared/texts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { hapticImpact } from '../../../lib/telegram.ts';
import { useToday } from '../../../lib/today.ts';
import { showToast } from '../../../lib/toast.ts';
import { useRequest } from '../../../lib/use-request.ts';
import { getPlantInputs } from '../api/get-plant-inputs.ts';
import type { PotView } from '../plant-activity.ts';

/**
 * The inputs, and for an owner the stored-state module: its zod parser loads only for plant owners,
 * with the card (the profile chunk stays small).
 */
async function loadPlantInputs() {
  const inputs = await getPlantInputs();
  return inputs.owned ? { ...inputs, store: await import('../plant-store.ts') } : inputs;
}

export type PlantView =
  | { status: 'hidden' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; plant: PlantState; pot: PotView | null; today: string; water: () => void; care: () => void };

type CareRule = (state: PlantState, today: string) => PlantCareResult;

/**
 * The personal plant of the signed-in user (rewards.md 2.7, 4.6): hidden unless a plant treasure is
 * owned; opening it grows it by the activity since the last look and runs the daily tick, then
 * stores it. Toasts: growth gained from activity, 'needs care' when it opens wilted, and the
 * watering and caring results.
 */
export function usePlant(userId: number, activityPoints: number): PlantView {
  const inputs = useRequest(loadPlantInputs, 'plant-inputs');
  const [plant, setPlant] = useState<PlantState | null>(null);
  const points = useRef(activityPoints);
  points.current = activityPoints;
  const today = useToday();
  const todayRef = useRef(today);
  todayRef.current = today;

  useEffect(() => {
    const data = inputs.data;
    if (!data?.owned) return;
    const opened = openPlant(data.store.loadPlantState(userId), { ...data.activity, activityPoints: points.current }, todayRef.current);
    data.store.savePlantState(userId, opened.state);
    setPlant(opened.state);
    if (opened.grown.growth > 0) showToast(plantTexts.grewFromActivity, { type: 'success', description: plantTexts.gained(opened.grown) });
    if (isPlantWilted(opened.state.health)) showToast(plantTexts.needsCare, { type: 'warning', description: plantTexts.needsCareText });
  }, [inputs.data, userId]);

  const store = inputs.data?.owned ? inputs.data.store : null;
  const act = useCallback(
    (rule: CareRule, doneText: string, alreadyText: string) => {
      if (!plant || !store) return;
      const result = rule(plant, today);
      if (!result.done) {
        showToast(alreadyText, { type: 'info' });
        return;
      }
      store.savePlantState(userId, result.state);
      setPlant(result.state);
      hapticImpact('light');
      showToast(doneText, { type: 'success', description: plantTexts.gained(result.change) });
    },
    [plant, store, userId, today],
  );
  const water = useCallback(() => act(waterPlant, plantTexts.watered, plantTexts.alreadyWatered), [act]);
  const care = useCallback(() => act(carePlant, plantTexts.cared, plantTexts.alreadyCared), [act]);

  if (inputs.status === 'error') return { status: 'error', retry: inputs.retry };
  if (!inputs.data?.owned || !plant) return { status: 'hidden' };
  return { status: 'ready', plant, pot: inputs.data.pot, today, water, care };
}
