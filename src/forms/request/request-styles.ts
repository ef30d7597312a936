import { css } from '@emotion/react';
import { theme } from '../../styles/theme';
import { visuallyHiddenCss } from '../../styles/visually-hidden';
import { outlineButtonStyle } from '../../components/ButtonLink';
import { draftsAttribute } from '../ui/form-draft';
import { islandAttributes, islandElement } from '../../html/dom-contracts';
import { draftName } from './draft-name';
import { noTimeFits, slotField } from './questions';
import { layingOutAttribute } from './steps-laid-out-ahead';

/** The form before its script takes over, in an island that has not failed to wake. */
const beforeScript = `${islandElement}:not([${islandAttributes.failed}]) &:not([data-enhanced])`;

const slotRadio = `input[name='${slotField}'][type='radio']`;
/**
 * The form without JavaScript, free times filled in, where step 2's days and times are not asked (as
 * questions.ts: timeWishAsked): a time is ticked, or nothing is, and no day or time of day either.
 */
const wishNotAsked = [
  `&:not([data-enhanced]):has(${slotRadio}:checked:not([value='${noTimeFits}'])) .time-wish`,
  `&:not([data-enhanced]):has(${slotRadio}):not(:has(${slotRadio}:checked)):not(:has(.time-wish input:checked)) .time-wish`,
].join(', ');

/** The request's own look on top of the forms' shared card (../ui/form-styles.ts): steps, hints, sentence starters, the buttons. */
export const requestLayout = css`
  /* Before the script takes over: the first step only, as the step-by-step form will show it, so the
     form does not fold up under the visitor at the first scroll (it wakes then). With a draft kept,
     nothing until its answers and their step are back: the island wakes at once for it. */
  html[data-scripts] ${beforeScript} {
    section ~ section,
    .reminder-choice,
    .earlier-choice,
    .actions,
    .booking-note,
    .progress .without-script {
      display: none;
    }
    .progress .with-script {
      display: inline;
    }
  }
  .progress .with-script {
    display: none;
  }
  html[${draftsAttribute}~='${draftName}'] ${beforeScript} {
    visibility: hidden;
  }
  section > h2 {
    margin: 0 0 ${theme.space.l};
  }
  section + section {
    margin-top: ${theme.space.xl};
  }
  section[hidden] {
    display: none;
  }
  /* A step not shown keeps its layout where the browser can (./steps-laid-out-ahead.ts): it takes no
     room, shows nothing, and is out of the accessibility tree and the tab order as with display: none. */
  @supports (content-visibility: hidden) {
    section[hidden] {
      display: block;
      content-visibility: hidden;
      margin-top: 0;
    }
    section[hidden][${layingOutAttribute}] {
      content-visibility: visible;
      visibility: hidden;
      height: 0;
      overflow: hidden;
    }
  }
  section[hidden] + section {
    margin-top: 0;
  }
  .progress {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.small};
    font-weight: 700;
    color: ${theme.colors.muted};
    text-transform: none;
  }
  .hint {
    margin: 0 0 ${theme.space.s};
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.small};
  }
  .marker {
    font-weight: 400;
    color: ${theme.colors.muted};
  }
  .no-calls {
    margin-top: ${theme.space.s};
    padding-top: ${theme.space.s};
    border-top: 1px dashed ${theme.colors.border};
  }
  .no-calls[hidden] {
    display: none;
  }
  .time-wish[hidden],
  .place-wish[hidden] {
    display: none;
  }
  /* Without JavaScript: once free times are on the page (the function filled them in), the days and times
     show when "no time fits" is chosen, or where they hold an answer and no time is chosen, so nothing typed
     is out of sight. Before that, and where no time can be shown, they are the way to say when. Hidden, they
     are still sent (the function ignores them for a booked time). A browser without :has() shows them all. */
  ${wishNotAsked} {
    display: none;
  }
  /* The check's reminders (./ReminderChoice.tsx) and "Früher kommen?" (./EarlierChoice.tsx): each its own card under
     the answers, the questions inside as everywhere. Its sides are a box's (theme.inset), not a rem that grows with the
     text: a card in the form's card at 150 % text on a 320 px phone left "Nachmitta / g" too little room. */
  .reminder-choice,
  .earlier-choice {
    margin: 0 0 ${theme.space.l};
    padding: ${theme.space.m} ${theme.inset.m};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.m};
    .field {
      margin-bottom: ${theme.space.m};
    }
    > :last-child {
      margin-bottom: 0;
    }
  }
  .starters {
    margin: 0 0 ${theme.space.s};
    font-size: ${theme.fontSizes.small};
  }
  .starters p {
    margin: 0 0 ${theme.space.xs};
    color: ${theme.colors.muted};
  }
  .starters ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.s};
  }
  .starters button {
    font: inherit;
    color: ${theme.colors.ink};
    background: ${theme.colors.background};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.button};
    padding: 0.35rem 0.8rem;
    min-height: 2.25rem;
    cursor: pointer;
    text-align: left;
  }
  .starters button:hover {
    border-color: ${theme.colors.primary};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${theme.space.m};
    margin-top: ${theme.space.l};
  }
  .actions button[type='submit'] {
    margin-left: auto;
  }
  .secondary {
    ${outlineButtonStyle};
    padding: 0.7rem 1.4rem;
  }
  /* The check of all answers (./CheckAnswers.tsx), written here with the form's look and not beside its
     component: the server then writes it with the page, and opening the check inserts no style. */
  .check-answers {
    dl {
      margin: 0 0 ${theme.space.l};
    }
    /* The question and "Ändern" side by side, the answer below across the whole row: at large text on a
       phone an answer beside the link got a third of the width ("Mittwoch, / 2. / Dezember"). Where the
       question has less than 11em beside the link (a phone at 150 %: "consulta / tion"; "Telefonnumme / r"
       with wide spacing at 390 px), the link goes to its own line under the question instead (it wraps), so
       the question's words stay whole. A visitor's own long word breaks at its syllables where the browser
       knows the language's (the page's lang), else anywhere rather than off the screen. */
    .row {
      display: flex;
      flex-wrap: wrap;
      align-items: flex-start;
      gap: ${theme.space.xs} ${theme.space.m};
      padding: ${theme.space.s} 0;
      border-bottom: 1px solid ${theme.colors.border};
    }
    dt {
      font-weight: 700;
      flex: 1 1 11em;
      min-width: 0;
      order: 1;
    }
    .answer {
      flex: 1 0 100%;
      order: 3;
      margin: 0;
      white-space: pre-wrap;
      hyphens: auto;
      overflow-wrap: anywhere;
    }
    .open {
      color: ${theme.colors.muted};
    }
    .change {
      flex: 0 0 auto;
      order: 2;
      margin: 0;
    }
    .change button {
      font: inherit;
      color: ${theme.colors.primary};
      background: none;
      border: 0;
      padding: 0.25rem 0;
      min-height: 2rem;
      text-decoration: underline;
      cursor: pointer;
    }
    .visually-hidden {
      ${visuallyHiddenCss}
    }
  }
`;
