import type { Vacancy } from '@dasturxon/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLang, useT } from '../../shared/i18n/index.tsx';
import { keepNumbersTogether } from './salary.ts';
import './vacancies.css';

export interface VacancyDetailProps {
  vacancy: Vacancy;
  branchName: string | null;
  /** The description and requirements, already rendered (the route chooses how plain text is shown). */
  description: ReactNode;
  requirements: ReactNode | null;
  /** Where to apply: the vacancy's phone (formatted text + tel: href) and the merchant's Telegram. */
  phone: { text: string; href: string } | null;
  telegram: { text: string; href: string } | null;
}

export function VacancyDetail(props: VacancyDetailProps) {
  const t = useT();
  const lang = useLang();
  const v = props.vacancy;
  return (
    <article className="content-page vacancy-detail">
      <Link className="back-link" to="/vacancy">
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="m15 6-6 6 6 6" />
        </svg>
        {t('pages.vacancy.all')}
      </Link>
      <h1 className="content-page__title">{v.title[lang] || v.title.uz}</h1>
      <dl className="vacancy-facts">
        <div>
          <dt>{t('pages.vacancy.salary')}</dt>
          <dd>{v.salary ? keepNumbersTogether(v.salary) : t('pages.vacancy.salaryNegotiable')}</dd>
        </div>
        <div>
          <dt>{t('pages.vacancy.branch')}</dt>
          <dd>{props.branchName || t('pages.vacancy.anyBranch')}</dd>
        </div>
      </dl>

      <section aria-labelledby="vacancy-about">
        <h2 id="vacancy-about" className="vacancy-detail__heading">
          {t('pages.vacancy.description')}
        </h2>
        {props.description}
      </section>
      {props.requirements && (
        <section aria-labelledby="vacancy-requirements">
          <h2 id="vacancy-requirements" className="vacancy-detail__heading">
            {t('pages.vacancy.requirements')}
          </h2>
          {props.requirements}
        </section>
      )}

      <section className="vacancy-apply" aria-labelledby="vacancy-apply">
        <h2 id="vacancy-apply" className="vacancy-detail__heading">
          {t('pages.vacancy.applyTitle')}
        </h2>
        {props.phone || props.telegram ? (
          <>
            <p>{t('pages.vacancy.applyText')}</p>
            <div className="vacancy-apply__actions">
              {props.phone && (
                <a className="button button-primary" href={props.phone.href}>
                  {t('pages.vacancy.call', { phone: props.phone.text })}
                </a>
              )}
              {props.telegram && (
                <a className="button" href={props.telegram.href} target="_blank" rel="noopener noreferrer">
                  {t('pages.vacancy.telegram')}
                </a>
              )}
            </div>
          </>
        ) : (
          <p>{t('pages.vacancy.applyInPerson')}</p>
        )}
      </section>
    </article>
  );
}
