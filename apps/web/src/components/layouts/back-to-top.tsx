import { t } from '@/lib/i18n/language';
export function BackToTop({ active }: { active: boolean }) {
  const handleClick = () => window.scrollTo({ top: 0, behavior: 'smooth' });
  return (
    <button
      type="button"
      className={`back-to-top d-flex align-items-center justify-content-center${active ? ' active' : ''}`}
      aria-label={t('Back to top')}
      tabIndex={active ? 0 : -1}
      onClick={handleClick}
    >
      <i className="bi bi-arrow-up-short fs-4" aria-hidden="true" />
    </button>
  );
}
