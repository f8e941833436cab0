import { PRODUCT_NAME } from '@yaar/shared';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer id="footer" className="footer">
      © {year} <strong>{PRODUCT_NAME}</strong>. All Rights Reserved.
    </footer>
  );
}
