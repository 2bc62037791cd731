import { useEffect, useState } from 'react';
import { todayKey } from '../../../lib/today.ts';

/** The user's day key; moves on at midnight and when the app comes back to the foreground. */
export function useToday(): string {
  const [today, setToday] = useState(() => todayKey());
  useEffect(() => {
    const check = () => setToday(todayKey());
    const timer = setInterval(check, 60_000);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, []);
  return today;
}
