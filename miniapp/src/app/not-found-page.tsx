import { Placeholder } from '@telegram-apps/telegram-ui';
import { Button } from '../components/button.tsx';
import { pageTexts } from '@tracker/shared/texts';
import { useLocation } from 'wouter';

export default function NotFoundPage() {
  const [, navigate] = useLocation();
  return (
    <div className="page">
      <Placeholder
        header={pageTexts.notFound.title}
        description={pageTexts.notFound.text}
        action={
          <Button size="m" onClick={() => navigate('/')}>
            {pageTexts.notFound.action}
          </Button>
        }
      />
    </div>
  );
}
