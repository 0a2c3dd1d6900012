import type { ReactNode } from 'react';
import { useLang, useT } from '../../shared/i18n/index.tsx';
import type { ContactKind, ContactLink } from './contact-links.ts';
import { formatLongDate } from './long-date.ts';
import { TextBlocksView } from './text-blocks-view.tsx';
import './policies.css';

/** /about, /offerta and /privacy: the merchant's text with a title and the date it last changed. */
export function PolicyPage(props: {
  title: string;
  text: string;
  lastModified: string;
  children?: ReactNode;
}) {
  const t = useT();
  const lang = useLang();
  const updated = formatLongDate(props.lastModified, lang);
  // The template's {date} becomes a <time> element, wherever the language puts it in the sentence.
  const [before = '', after = ''] = t('pages.policy.updated').split('{date}');
  return (
    <article className="content-page policy-page">
      <h1 className="content-page__title">{props.title}</h1>
      {updated && (
        <p className="content-page__subtitle">
          {before}
          <time dateTime={props.lastModified}>{updated}</time>
          {after}
        </p>
      )}
      <TextBlocksView text={props.text} />
      {props.children}
    </article>
  );
}

const ICON_PATHS: Record<ContactKind, string> = {
  phone: 'M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
  telegram: 'M21 4 3 11l6 2 2 6 3-4 5 4 2-15ZM9 13l9-6-6 8',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5h0',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8Z',
};

/** The merchant's contacts on /about; external links open in a new tab, phone links dial. */
export function ContactList(props: { contacts: ContactLink[] }) {
  const t = useT();
  if (props.contacts.length === 0) return null;
  return (
    <section className="contact-list" aria-labelledby="contacts-title">
      <h2 id="contacts-title" className="contact-list__title">
        {t('pages.about.contacts')}
      </h2>
      <ul>
        {props.contacts.map((c) => (
          <li key={c.kind}>
            <a
              className="contact-list__link"
              href={c.href}
              {...(c.kind === 'phone' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              <svg
                className="icon"
                viewBox="0 0 24 24"
                width="20"
                height="20"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
                focusable="false"
              >
                <path d={ICON_PATHS[c.kind]} />
              </svg>
              <span className="contact-list__text">
                <span className="contact-list__kind">{t(`pages.about.contact.${c.kind}`)}</span>
                <span className="contact-list__value">{c.text}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
