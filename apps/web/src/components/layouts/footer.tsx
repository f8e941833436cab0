import { PRODUCT_NAME } from '@yaar/shared';
import { businessTodayIso } from '@/lib/dates';

export function Footer() {
  const year = businessTodayIso().slice(0, 4);
  return (
    <footer id="footer" className="footer">
      © {year} <strong>{PRODUCT_NAME}</strong>. All Rights Reserved.
    </footer>
  );
}
