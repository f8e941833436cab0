import { useId, type ReactNode } from 'react';

/**
 * A section named by its heading (`title`, already in the screen's language): the heading's own id
 * labels it, so a screen reader lists it as a region by that name.
 */
export function TitledSection({
  title,
  heading: Heading = 'h2',
  className,
  titleClassName,
  children,
}: {
  title: ReactNode;
  heading?: 'h2' | 'h3';
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={className} aria-labelledby={id}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
