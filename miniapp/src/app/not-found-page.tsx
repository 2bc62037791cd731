import { Placeholder } from '@telegram-apps/telegram-ui';
import { pageTexts } from '@tracker/shared/texts';
import { useLocation } from 'wouter';
import { Button } from '../components/button.tsx';

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
