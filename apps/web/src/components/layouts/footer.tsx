import { PRODUCT_NAME } from '@yaar/shared';
import { businessTodayIso } from '@/lib/dates';
import { t } from '@/lib/i18n/language';

export function Footer() {
  const year = businessTodayIso().slice(0, 4);
  return (
    <footer id="footer" className="footer">
      © {year} <strong>{PRODUCT_NAME}</strong>. {t('All Rights Reserved.')}
    </footer>
  );
}
