import type { Vacancy } from '@dasturxon/contracts';
import { Link } from 'react-router';
import { useLang, useT } from '../../shared/i18n/index.tsx';
import { keepNumbersTogether } from './salary.ts';
import './vacancies.css';

export interface VacancyListProps {
  vacancies: Vacancy[];
  /** Branch names by id, in the current language. */
  branchNames: Record<number, string>;
}

export function VacancyList(props: VacancyListProps) {
  const t = useT();
  const lang = useLang();
  return (
    <div className="content-page vacancies-page">
      <h1 className="content-page__title">{t('pages.vacancy.title')}</h1>
      <p className="content-page__subtitle">{t('pages.vacancy.subtitle')}</p>
      {props.vacancies.length === 0 ? (
        <div className="empty-state" role="status">
          <svg
            className="empty-state__art"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            aria-hidden="true"
          >
            <path d="M4 8h16v11H4zM9 8V5h6v3M4 13h16" />
          </svg>
          <p className="empty-state__title">{t('pages.vacancy.emptyTitle')}</p>
          <p className="empty-state__text">{t('pages.vacancy.emptyText')}</p>
        </div>
      ) : (
        <ul className="vacancy-list">
          {props.vacancies.map((v) => (
            <li key={v.id}>
              <Link className="vacancy-card" to={`/vacancy/${v.id}`}>
                <span className="vacancy-card__title">{v.title[lang] || v.title.uz}</span>
                <span className="vacancy-card__salary">
                  {v.salary ? keepNumbersTogether(v.salary) : t('pages.vacancy.salaryNegotiable')}
                </span>
                <span className="vacancy-card__branch">
                  {(v.branchId != null && props.branchNames[v.branchId]) || t('pages.vacancy.anyBranch')}
                </span>
                <svg
                  className="vacancy-card__arrow"
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  aria-hidden="true"
                >
                  <path d="m9 6 6 6-6 6" />
                </svg>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
