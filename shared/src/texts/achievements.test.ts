import { describe, expect, it } from 'vitest';
import { achievementsTexts, coinsCardTexts, statusCardTexts } from './achievements.ts';

describe('achievement rewards', () => {
  it('count coins and status points in Russian', () => {
    expect(achievementsTexts.coinReward(1)).toBe('+1 монета');
    expect(achievementsTexts.coinReward(2)).toBe('+2 монеты');
    expect(achievementsTexts.coinReward(5)).toBe('+5 монет');
    expect(achievementsTexts.coinReward(21)).toBe('+21 монета');
    expect(achievementsTexts.pointReward(1)).toBe('+1 очко статуса');
    expect(achievementsTexts.pointReward(2)).toBe('+2 очка статуса');
    expect(achievementsTexts.pointReward(10)).toBe('+10 очков статуса');
    expect(achievementsTexts.earnedOn('23.11.26')).toBe('Получено 23.11.26');
  });
});

describe('status card', () => {
  it('says the place, the way to the next status and the minimums', () => {
    expect(statusCardTexts.place(2, 6)).toBe('2 из 6');
    expect(statusCardTexts.toNext('Исследователь', 10)).toBe('До статуса «Исследователь» осталось 10 очков');
    expect(statusCardTexts.toNext('Активист', 1)).toBe('До статуса «Активист» осталось 1 очко');
    expect(statusCardTexts.toNext('Активист', 3)).toBe('До статуса «Активист» осталось 3 очка');
    expect(statusCardTexts.minActivity(0)).toBe('от 0 очков');
    expect(statusCardTexts.minActivity(1)).toBe('от 1 очка');
    expect(statusCardTexts.minActivity(25)).toBe('от 25 очков');
  });

  it('counts the coin balance', () => {
    expect(coinsCardTexts.balance(0)).toBe('0 монет');
    expect(coinsCardTexts.balance(7)).toBe('7 монет');
    expect(coinsCardTexts.balance(22)).toBe('22 монеты');
  });
});
