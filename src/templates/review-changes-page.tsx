import { css } from '@emotion/react';
import { graphql, type HeadFC, type PageProps } from 'gatsby';
import { Container } from '../components/Container';
import { PageHeading } from '../components/PageHeading';
import { Seo } from '../components/Seo/Seo';
import type { I18nPageContext, Language } from '../i18n/languages';
import { ChangesNotListed } from '../review/changes-not-listed';
import type { EntryChange, EntryKind, LanguageChange, Segment } from '../review/compare-content';
import { entryAnchor } from '../review/entry-anchor';
import { reviewTexts, type ReviewTexts } from '../review/review-texts';
import { isCompared, type PreviewReview } from '../review/uncompared-review';
import { theme } from '../styles/theme';
import { visuallyHiddenCss } from '../styles/visually-hidden';

/**
 * "Änderungen in dieser Vorschau": built on deploy previews only (src/gatsby/node/create-pages.ts),
 * from the comparison the build made (src/review/compare-content.ts), passed in the page context.
 * Links to the preview's pages are plain links: a full page load runs the page's notice. When the
 * build could not compare, the page says why instead.
 */
type PageContext = I18nPageContext & { review: PreviewReview };

const kinds: readonly EntryKind[] = ['page', 'team', 'fact', 'text'];

function Diff({ segments, texts }: { segments: readonly Segment[]; texts: ReviewTexts }) {
  return (
    <p css={diffText}>
      {segments.map((segment, index) =>
        segment.kind === 'same' ? (
          <span key={index}>{segment.text}</span>
        ) : segment.kind === 'added' ? (
          <ins key={index}>
            <span css={visuallyHidden}>[{texts.inserted} </span>
            {segment.text}
            <span css={visuallyHidden}>]</span>
          </ins>
        ) : (
          <del key={index}>
            <span css={visuallyHidden}>[{texts.deleted} </span>
            {segment.text}
            <span css={visuallyHidden}>]</span>
          </del>
        ),
      )}
    </p>
  );
}

function LanguageChanges({
  entry,
  change,
  texts,
  heading,
}: {
  entry: EntryChange;
  change: LanguageChange;
  texts: ReviewTexts;
  heading?: string;
}) {
  const opens = change.status !== 'removed' && entry.kind !== 'text';
  return (
    <section css={languageBox} aria-label={`${entry.name}: ${heading ?? texts.languageName(change.language)}`}>
      <h4>{heading ?? texts.languageName(change.language)}</h4>
      {opens && (
        <p>
          <a href={change.path}>
            {texts.open}: {change.path}
          </a>
        </p>
      )}
      {change.fields.length > 0 && (
        <dl css={fieldList}>
          {change.fields.map((field) => (
            <div key={field.field}>
              <dt>{field.label}</dt>
              <dd lang={change.language}>
                <Diff segments={field.diff} texts={texts} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {/* A new or removed page is read as a whole: on the preview, or not at all. */}
      {change.blocks.length > 0 && entry.kind === 'page' && change.status === 'changed' && (
        <ol css={blockList}>
          {change.blocks.map((block) => (
            <li key={block.anchor}>
              <p css={blockHeading}>
                <strong>{texts.blockStatus[block.status]}</strong>{' '}
                <a href={`${change.path}#${block.anchor}`}>
                  {texts.toPlace}
                  <span css={visuallyHidden}>: {block.after || block.before}</span>
                </a>
              </p>
              <div lang={change.language}>
                <Diff segments={block.diff} texts={texts} />
              </div>
            </li>
          ))}
        </ol>
      )}
      {change.blocks.length > 0 && entry.kind === 'team' && (
        <div lang={change.language}>
          {change.blocks.map((block) => (
            <Diff key={block.anchor + block.before} segments={block.diff} texts={texts} />
          ))}
        </div>
      )}
      {change.fields.length === 0 && change.blocks.length === 0 && change.status === 'unchanged' && <p>{texts.noVisibleChange}</p>}
    </section>
  );
}

function Entry({ entry, texts }: { entry: EntryChange; texts: ReviewTexts }) {
  const notes: string[] = [];
  if (entry.movedFrom) notes.push(texts.movedFrom(entry.movedFrom));
  if (entry.status === 'added' && entry.kind === 'page') notes.push(texts.added);
  if (entry.status === 'removed') notes.push(texts.removed(entry.languages.map((change) => change.path).join(', ')));
  if (entry.oneLanguage) notes.push(texts.oneLanguage(entry.oneLanguage.changed, entry.oneLanguage.unchanged));
  const sharedFact =
    entry.kind === 'fact' &&
    entry.languages.length > 1 &&
    entry.languages.every((change) => change.fields[0]?.after === entry.languages[0]?.fields[0]?.after);
  const shown = sharedFact ? entry.languages.slice(0, 1) : entry.languages;
  return (
    <article css={entryBox} id={entryAnchor(entry)} aria-labelledby={`${entryAnchor(entry)}-title`}>
      <h3 id={`${entryAnchor(entry)}-title`}>
        {entry.name} <span css={statusBadge}>{texts.status[entry.status]}</span>
      </h3>
      {texts.where[entry.kind] && <p css={where}>{texts.where[entry.kind]}</p>}
      {notes.length > 0 && (
        <ul css={warnings}>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {shown.map((change) => (
        <LanguageChanges
          key={change.language}
          entry={entry}
          change={change}
          texts={texts}
          heading={sharedFact ? texts.bothLanguagesHeading : undefined}
        />
      ))}
    </article>
  );
}

export default function ReviewChangesPage({ pageContext }: PageProps<Queries.ReviewChangesPageQuery, PageContext>) {
  const { review, language } = pageContext;
  if (!isCompared(review)) return <ChangesNotListed review={review} language={language as Language} />;
  const texts = reviewTexts[language as Language];
  return (
    <>
      <PageHeading title={texts.pageTitle} lead={texts.intro}>
        <p css={where}>
          {texts.comparedWith} <code>{review.base}</code> ({texts.commit} <code>{review.baseCommit.slice(0, 7)}</code>):{' '}
          {texts.count(review.entries.length)}.
        </p>
      </PageHeading>
      <Container styles={body}>
        {review.entries.length === 0 && <p>{texts.nothing}</p>}
        {kinds.map((kind) => {
          const entries = review.entries.filter((entry) => entry.kind === kind);
          if (entries.length === 0) return null;
          return (
            <section key={kind} aria-labelledby={`review-${kind}`}>
              <h2 id={`review-${kind}`}>
                {texts.kinds[kind]} ({entries.length})
              </h2>
              {entries.map((entry) => (
                <Entry key={entry.id} entry={entry} texts={texts} />
              ))}
            </section>
          );
        })}
      </Container>
    </>
  );
}

export const Head: HeadFC<Queries.ReviewChangesPageQuery, PageContext> = ({ pageContext, location }) => {
  const texts = reviewTexts[pageContext.language as Language];
  return (
    <Seo language={pageContext.language} path={location.pathname} title={texts.pageTitle} description={texts.pageDescription} noindex />
  );
};

export const query = graphql`
  query ReviewChangesPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...Locales
    }
  }
`;

const visuallyHidden = css(visuallyHiddenCss);

const body = css`
  padding-bottom: ${theme.space.xxl};
  h2 {
    margin-top: ${theme.space.xl};
  }
`;

const entryBox = css`
  max-width: 60rem;
  margin: ${theme.space.l} 0;
  padding: ${theme.space.m};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.m};
  background: ${theme.colors.surface};
  overflow-wrap: anywhere;
  h3 {
    margin: 0 0 ${theme.space.s};
  }
  scroll-margin-top: 6rem;
`;

const statusBadge = css`
  display: inline-block;
  padding: 0 ${theme.space.s};
  border: 1px solid ${theme.colors.ink};
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.small};
  font-weight: 600;
  vertical-align: middle;
`;

const where = css`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.small};
  margin: 0 0 ${theme.space.s};
`;

const warnings = css`
  margin: ${theme.space.s} 0;
  padding: ${theme.space.s} ${theme.space.m} ${theme.space.s} ${theme.space.l};
  border-left: 4px solid ${theme.colors.danger};
  background: ${theme.colors.dangerSurface};
  color: ${theme.colors.ink};
`;

const languageBox = css`
  margin-top: ${theme.space.m};
  h4 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.body};
  }
  p {
    margin: 0 0 ${theme.space.s};
  }
`;

const fieldList = css`
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 ${theme.space.s};
  }
`;

const blockList = css`
  margin: 0;
  padding-left: ${theme.space.l};
  li {
    margin-bottom: ${theme.space.m};
  }
`;

const blockHeading = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.s};
`;

const diffText = css`
  margin: 0;
  white-space: pre-wrap;
  ins {
    text-decoration: underline;
    text-decoration-thickness: 2px;
    background: ${theme.colors.successSurface};
    color: ${theme.colors.ink};
  }
  del {
    text-decoration: line-through;
    background: ${theme.colors.dangerSurface};
    color: ${theme.colors.ink};
  }
`;
