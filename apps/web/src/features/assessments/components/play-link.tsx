import { Copy, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { LazyQrCode } from './lazy-qr-code';

/** A fresh play link: QR code, the link itself, 'Open here' and a copy button. */
export function PlayLink({ playUrl, playCode }: { playUrl: string; playCode: string }) {
  const { t } = useTranslation('assessments');

  const copy = () => {
    navigator.clipboard.writeText(playUrl).then(
      () => toast({ variant: 'success', title: t('session.copied') }),
      () =>
        toast({
          variant: 'destructive',
          title: t('error'),
          description: t('session.copyFailed'),
        }),
    );
  };

  return (
    <div className="grid gap-4 sm:grid-cols-[12rem_1fr] sm:items-start" data-testid="play-link">
      <LazyQrCode
        value={playUrl}
        label={t('session.qrLabel')}
        className="size-48 rounded-md border bg-white"
      />
      <div className="grid min-w-0 gap-3">
        <div className="grid gap-2">
          <Label htmlFor="play-url">{t('session.linkField')}</Label>
          <Input
            id="play-url"
            readOnly
            value={playUrl}
            className="font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <a href={playUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              {t('session.openHere')}
            </a>
          </Button>
          <Button type="button" variant="outline" onClick={copy}>
            <Copy aria-hidden="true" />
            {t('session.copy')}
          </Button>
        </div>
        <p className="text-sm">
          {t('session.code')} <span className="font-mono font-semibold">{playCode}</span>
        </p>
        <p className="text-muted-foreground text-sm">{t('session.linkHint')}</p>
        <p className="text-sm font-medium">{t('session.linkOnce')}</p>
      </div>
    </div>
  );
}
