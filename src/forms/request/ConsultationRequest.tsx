import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { useTranslation } from '../../i18n/translation';
import { buttonStyle } from '../../components/ButtonLink';
import { useSiteMetadata } from '../../components/useSiteMetadata';
import { postSubmission } from '../post-submission';
import { type BookingPolicy, contactFormFields, submissionTypes, wayBackField, withDelayedFlag } from '../protocol';
import { DraftDeleted, DraftNote, useDraftDeletion } from '../ui/DraftNote';
import { clearDraft, saveDraft, type DraftValues } from '../ui/form-draft';
import { type FormFields, hasValues, readValues, restoreDraft, writeValues } from '../ui/form-values';
import { SubmissionForm } from '../ui/SubmissionForm';
import { ProblemSummary } from '../ui/ProblemSummary';
import { useFormStart } from '../ui/use-form-start';
import { afterNextPaint } from '../ui/schedule';
import { CheckAnswers } from './CheckAnswers';
import { type OfferedTimes } from './FreeTimes';
import { type Slot, startOfSlotId } from '../../booking/free-times';
import { slotOfOffered } from '../../booking/offered-slot';
import { meetingPlace, meetingProblems } from '../../booking/meeting-place';
import { confirmationOf, confirmationPath } from './confirmation';
import {
  type OptionOf,
  type RequestField,
  defaultChannel,
  initialAnswers,
  isMultiple,
  isOption,
  isCheckField,
  noCalls,
  checkFields,
  requestFields,
  requestSteps,
  slotField,
  noTimeFits,
  stepOfField,
  hasTimeWish,
  timeWishAsked,
} from './questions';
import { draftName } from './draft-name';
import { requestLayout } from './request-styles';
import { insertStarter } from './SentenceStarters';
import { StepQuestions } from './StepQuestions';
import { layOutHiddenStepsAhead } from './steps-laid-out-ahead';
import { ReminderChoice, ReminderChoiceWithoutScript } from './ReminderChoice';
import { type ReminderChoice as ChosenReminders, type ReminderSituation, choiceOfDraft, chosenEarlier, chosenReminders } from './reminders';
import { EarlierChoice, EarlierChoiceWithoutScript } from './EarlierChoice';
import { fieldId, problemSummary, problemText, sendFailedSummary } from './texts';
import { type RawAnswers, type RequestProblem, validateRequest } from './validate';
import { type StepHistory, checkStep, keepInHistory, stepHeadingId, stepOfHistory, useSteps } from './useSteps';

/** The step shown, kept in the draft beside the answers, so a reload opens it again. */
const stepKey = '@step';
const problemsId = 'request-problems';
/**
 * The fields read from the page. The reminders are not among them: their boxes are on the page only while
 * the check shows them (and without JavaScript, ticked as no answer of the visitor's), so the visitor's
 * choice is kept beside the fields (`ChosenReminders`) and in the draft under the questions' names.
 */
const fields: FormFields = {
  names: requestFields.filter((field) => !isCheckField(field)),
  multiple: (name) => isMultiple(name as RequestField),
  defaults: initialAnswers,
};

const text = (value: DraftValues[string] | undefined) => (typeof value === 'string' ? value : '');

/** What the reminders follow, from the answers and whether SMS can go to the number given (`smsNumber`: the rules, once loaded). */
const situationOf = (values: DraftValues, smsNumber: ((phone: string) => boolean) | undefined): ReminderSituation => {
  const phone = text(values.phone).trim();
  return { email: text(values.email), channel: text(values.channel), smsNumber: phone !== '' && (smsNumber?.(phone) ?? false) };
};

/** The choice as the draft keeps it: only the questions touched. */
const draftOfChoice = (choice: ChosenReminders): DraftValues =>
  Object.fromEntries(checkFields.flatMap((field) => (choice[field] ? [[field, [...choice[field]]]] : [])));

/**
 * The answers as the function takes them (validation reads lists, texts and the flags from the same shape):
 * the reminders as the check shows them ticked, of the ways offered now, and an earlier time only with one of them.
 */
const asRawAnswers = (values: DraftValues, smsNumber: ((phone: string) => boolean) | undefined): RawAnswers => {
  const choice = choiceOfDraft(values);
  const reminders = chosenReminders(choice, situationOf(values, smsNumber));
  return { ...values, [noCalls]: values[noCalls] === 'yes' ? 'yes' : '', ...reminders, ...chosenEarlier(choice, reminders) };
};

/** Whether SMS can go to a number, by the countries the booking function serves: ../../booking/sms-number.ts, loaded when needed. */
type SmsNumberTest = (phone: string) => boolean;
/** No problems: one list, so that clearing them again leaves the steps' questions as they are (StepQuestions is memoised). */
const noProblems: RequestProblem[] = [];
const noTimes: ReadonlyMap<string, Slot> = new Map();

/**
 * What the chosen time asks beyond the answers' own rules, by the function's rule (meetingProblems):
 * the place of a time offered in several places, an e-mail address for an online time (the link goes
 * there), a phone number for a time on the phone (the team calls it).
 */
function placeProblems(slot: Slot | undefined, values: DraftValues | RawAnswers): RequestProblem[] {
  return slot ? meetingProblems(slot, values) : [];
}

/** The chosen time with the place it meets: its own, or for a time in several places the one chosen. */
function bookedSlot(slot: Slot, answers: DraftValues): Slot {
  const place = meetingPlace(slot, answers.place);
  return place.ok ? { ...slot, places: [place.place] } : slot;
}

/**
 * The first-consultation request, rendered from its steps and questions (./questions.ts). Without
 * JavaScript it is one form: every question on the page in its part, posted to the send-contact-email
 * function, which answers with the confirmation page (or with this page, everything typed put back
 * and the problems at the top). With JavaScript the same form shows one part at a time ("Schritt 2
 * von 5"), then every answer to check, then sends JSON. The answers live in the fields themselves; a
 * draft on this device keeps them across reloads.
 */
export function ConsultationRequest() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { facts, earlierOffered: earlierOfferedWhenBuilt } = useSiteMetadata();
  const form = useRef<HTMLFormElement>(null);
  const { step, goTo, backToCheck, setBackToCheck, focusAfterRender } = useSteps();
  const [channel, setChannel] = useState<OptionOf<'channel'>>(defaultChannel);
  const [problems, setProblems] = useState<RequestProblem[]>(noProblems);
  const [sendFailed, setSendFailed] = useState(false);
  // What the check step shows: the answers, and whether free times were offered, read when it opens.
  const [check, setCheck] = useState<{ answers: DraftValues; timesOffered: boolean }>({ answers: {}, timesOffered: false });
  const [sending, setSending] = useState(false);
  // Free times: the one chosen, and a counter to ask again.
  const [slotChoice, setSlotChoice] = useState('');
  // The place ticked now: an online meeting asks for an e-mail address, one on the phone for a number (the contact
  // step says so before it is missed).
  const [placeChoice, setPlaceChoice] = useState('');
  const [timesAsked, setTimesAsked] = useState(0);
  // The times offered now, as slots (their end and place), once they are here (`timesHere`: none may be offered).
  const [offered, setOffered] = useState<ReadonlyMap<string, Slot>>(noTimes);
  const [timesHere, setTimesHere] = useState(false);
  // The days or times hold an answer: step 2 then shows them, also before "no time fits" is chosen again.
  const [wishGiven, setWishGiven] = useState(false);
  // A time chosen before a reload: it can only be ticked again once the times are here. Until then the
  // draft keeps it (the step it was on shows at once).
  const [wantedTime, setWantedTime] = useState('');
  const shownStep = useRef(0);
  // The place last chosen: a time offered in several places asks it with a question of its own, which
  // appears only once the time is ticked again (after a reload, an undo, another time); it is ticked there.
  const wantedPlace = useRef('');
  // The reminders as the visitor chose them (a question left out: untouched, the defaults hold), mirrored in a
  // ref for the answers read below. The check step shows them.
  const [reminderChoice, setReminderChoice] = useState<ChosenReminders>({});
  const reminderChoiceNow = useRef<ChosenReminders>({});
  const chooseReminders = useCallback((choice: ChosenReminders) => {
    reminderChoiceNow.current = choice;
    setReminderChoice(choice);
  }, []);
  // Whether SMS can go to a number: the mobile rules are loaded once a number is typed and the booking
  // function has said which countries it serves (with the times), so the form's own JavaScript stays as it was.
  const [smsCountries, setSmsCountries] = useState<readonly string[]>([]);
  // Whether the practice offers earlier times at all (the function says so with the times): else no "Früher kommen?".
  const [earlierOffered, setEarlierOffered] = useState(false);
  const [phoneTyped, setPhoneTyped] = useState(false);
  const [smsNumber, setSmsNumber] = useState<SmsNumberTest | undefined>(undefined);
  const smsRules = useRef<Promise<((countries: readonly string[]) => SmsNumberTest) | undefined> | undefined>(undefined);
  const smsNumberNow = useRef<SmsNumberTest | undefined>(undefined);

  // Reads the fields through the ref: the same function on every render. The reminders' boxes are on the page
  // only while the check shows them: their answer is the visitor's choice, kept across the steps.
  const current = useCallback(
    (): DraftValues => (form.current ? { ...readValues(form.current, fields), ...draftOfChoice(reminderChoiceNow.current) } : {}),
    [],
  );
  const wanted = useRef('');
  /** The link after a missed time, where the page came from one (netlify/booking/way-back.ts): sent with the request. */
  const wayBackToken = () => (form.current?.elements.namedItem(wayBackField) as HTMLInputElement | null)?.value ?? '';
  /** The answers and the step, kept on this device; a time still to be ticked again stays in it. */
  const keepDraft = useCallback((values: DraftValues) => {
    const slot = values[slotField] || wanted.current;
    saveDraft(draftName, { ...values, [slotField]: slot, [stepKey]: String(shownStep.current) });
  }, []);

  const onChange = useCallback(
    (event?: FormEvent<HTMLFormElement>) => {
      // The form hears the input event before the box's own change event: the choice is taken from the boxes here.
      const box = event?.target;
      if (box instanceof HTMLInputElement && isCheckField(box.name) && form.current) {
        const boxes = form.current.querySelectorAll<HTMLInputElement>(`input[name="${box.name}"]:checked`);
        chooseReminders({ ...reminderChoiceNow.current, [box.name]: Array.from(boxes, (input) => input.value) });
      }
      const values = current();
      if (isOption('channel', values.channel)) setChannel(values.channel);
      setPhoneTyped(text(values.phone).trim() !== '');
      // Only a place the visitor ticked: a time's own place (a hidden field) is no choice to carry to a time in several.
      const ticked = form.current?.querySelector<HTMLInputElement>('input[name="place"][type="radio"]:checked');
      if (ticked) wantedPlace.current = ticked.value;
      setSlotChoice(typeof values[slotField] === 'string' ? values[slotField] : '');
      setPlaceChoice(typeof values.place === 'string' ? values.place : '');
      setWishGiven(hasTimeWish(values));
      keepDraft(values);
    },
    [current, keepDraft, chooseReminders],
  );

  const onInsertStarter = useCallback(
    (text: string) => {
      const message = form.current?.elements.namedItem('message');
      if (!(message instanceof HTMLTextAreaElement)) return;
      insertStarter(message, text);
      onChange();
    },
    [onChange],
  );

  const show = (found: RequestProblem[]) => {
    setSendFailed(false);
    setProblems(found);
    focusAfterRender(problemsId);
  };

  // The chosen time as a slot (its end and places), and where it meets: a time offered in one place
  // meets there; in several, where the visitor chose (meetingPlace: the function books by the same rule).
  const chosenSlot = offered.get(slotChoice);
  const chosenPlace = chosenSlot && meetingPlace(chosenSlot, placeChoice);
  const meetsIn = chosenPlace?.ok ? chosenPlace.place : undefined;

  /** The problems of the fields of one step (all steps for the check). */
  const problemsOf = (index: number): RequestProblem[] => {
    const values = current();
    const validation = validateRequest(asRawAnswers(values, smsNumberNow.current));
    const asked: readonly RequestField[] = index === checkStep ? requestFields : (requestSteps[index]?.fields ?? []);
    const found = [...(validation.ok ? [] : validation.problems), ...placeProblems(chosenSlot, values)];
    return requestFields.flatMap((field) => found.filter((problem) => problem.field === field && asked.includes(field)));
  };

  /** What the check step shows: the answers as they are, a time still to be ticked again (a reload) counted as chosen. */
  const readCheck = () => {
    const answers = current();
    const waiting = wanted.current;
    return {
      answers: waiting && !answers[slotField] ? { ...answers, [slotField]: waiting } : answers,
      // Free times are offered where FreeTimes shows them as choices. Read here, not kept as state: their
      // arrival then renders FreeTimes only, not the whole form again.
      timesOffered: Boolean(waiting || form.current?.querySelector(`input[name="${slotField}"]`)),
    };
  };

  const showStep = (index: number, focusId?: string, toTop = false, history: StepHistory = 'push') => {
    if (index === checkStep) setCheck(readCheck());
    shownStep.current = index;
    goTo(index, focusId, toTop, history);
    // Kept once the step shows (nothing the visitor sees waits for the storage), with answers only:
    // a form just cleared stays without a draft.
    afterNextPaint(() => {
      const values = current();
      if (hasValues(values, fields)) keepDraft(values);
    });
  };

  // Back and Forward of the browser: the step of that entry (the page's first entry is step 1).
  useEffect(() => {
    const onHistory = (event: PopStateEvent) => {
      setProblems(noProblems);
      setBackToCheck(false);
      showStep(stepOfHistory(event.state) ?? 0, undefined, false, 'none');
    };
    window.addEventListener('popstate', onHistory);
    return () => window.removeEventListener('popstate', onHistory);
    // showStep works through refs and state setters: the first render's is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { enhanced, startedAt } = useFormStart(form, (element) => {
    const draft = restoreDraft(element, draftName, fields);
    const restoredValues = readValues(element, fields);
    const chosen = restoredValues.channel;
    if (isOption('channel', chosen)) setChannel(chosen);
    setWishGiven(hasTimeWish(restoredValues));
    setPhoneTyped(text(restoredValues.phone).trim() !== '');
    const step = Number(draft?.[stepKey]);
    const slot = draft?.[slotField];
    if (typeof draft?.place === 'string') wantedPlace.current = draft.place;
    chooseReminders(choiceOfDraft(draft));
    if (typeof slot === 'string' && (startOfSlotId(slot) || slot === noTimeFits)) {
      // Ticked again once the times are here (onTimes), "no time fits" too; the step it was on shows now,
      // in the same render that makes the form step by step: the visitor never sees step 1 first.
      wanted.current = slot;
      setWantedTime(slot);
    }
    const restored = Number.isInteger(step) && step > 0 && step <= checkStep ? step : 0;
    // Opened from the link after a missed time (the function put its token in the page): at the free times.
    const opensAt = restored > 0 ? restored : wayBackToken() ? stepOfField(slotField) : 0;
    if (opensAt > 0) showStep(opensAt, undefined, true, 'replace');
    else keepInHistory(0, 'replace');
  });

  // The mobile rules come once a number is typed where SMS go at all (a module of their own: ../../booking/sms-number.ts).
  // Not loaded (offline), SMS is simply not offered; the function judges the same by its own rules.
  useEffect(() => {
    if (!phoneTyped || smsCountries.length === 0) return;
    smsRules.current ??= import('../../booking/sms-number').then(
      (rules) => rules.smsNumberTest,
      () => undefined,
    );
    let stillWanted = true;
    void smsRules.current.then((smsNumberTest) => {
      if (!stillWanted || !smsNumberTest) return;
      const test = smsNumberTest(smsCountries);
      smsNumberNow.current = test;
      setSmsNumber(() => test);
    });
    return () => {
      stillWanted = false;
    };
  }, [phoneTyped, smsCountries]);

  // Once the form is step by step: the steps not shown are laid out ahead, so that "Weiter" shows one at once.
  useEffect(() => (enhanced && form.current ? layOutHiddenStepsAhead(form.current) : undefined), [enhanced]);

  const onTimes = useCallback(
    (times: OfferedTimes, policy: BookingPolicy) => {
      setSmsCountries(policy.smsCountries);
      setEarlierOffered(policy.earlierOffered);
      const slots = new Map<string, Slot>();
      for (const time of times ?? []) {
        const slot = slotOfOffered(time);
        if (slot) slots.set(slot.id, slot);
      }
      setOffered(slots);
      setTimesHere(true);
      const restoring = wanted.current;
      if (!restoring) return;
      wanted.current = '';
      if (slots.has(restoring) || restoring === noTimeFits) {
        // FreeTimes ticked it again: the place follows the time now, and the check shows it as booked.
        setSlotChoice(restoring);
        if (shownStep.current === checkStep) setCheck(readCheck());
        return;
      }
      // No longer free: FreeTimes says so; the visitor is taken there to choose another (and the
      // draft, kept as the step is shown, no longer holds it).
      showStep(stepOfField(slotField), fieldId(slotField), true);
    },
    // One identity for the memoised steps. The showStep and readCheck of the first render are enough:
    // they work through refs and state setters (goTo compares with the step as last set, not as rendered).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [current],
  );

  // A time in several places asks for the place with a question of its own, new on the page: the place
  // chosen before (the draft's, or before another time or an undo) is ticked there again.
  useLayoutEffect(() => {
    const element = form.current;
    if (!element || (chosenSlot?.places.length ?? 0) < 2 || !wantedPlace.current || readValues(element, fields).place) return;
    writeValues(element, { names: ['place'] }, { place: wantedPlace.current });
    const values = current();
    if (values.place) keepDraft(values);
  }, [chosenSlot, current, keepDraft]);

  const deletion = useDraftDeletion(() => {
    const deleted = { values: current(), step: shownStep.current, place: wantedPlace.current };
    clearDraft(draftName);
    wanted.current = '';
    wantedPlace.current = '';
    setWantedTime('');
    setSlotChoice('');
    setWishGiven(false);
    setPhoneTyped(false);
    chooseReminders({});
    form.current?.reset();
    setChannel(defaultChannel);
    setProblems(noProblems);
    showStep(0, undefined, false, 'replace');
    return () => {
      const element = form.current;
      if (!element) return;
      writeValues(element, fields, deleted.values);
      wantedPlace.current = deleted.place;
      const { channel: chosen, [slotField]: slot } = deleted.values;
      if (isOption('channel', chosen)) setChannel(chosen);
      chooseReminders(choiceOfDraft(deleted.values));
      setPhoneTyped(text(deleted.values.phone).trim() !== '');
      setSlotChoice(typeof slot === 'string' ? slot : '');
      setWishGiven(hasTimeWish(deleted.values));
      keepDraft(deleted.values);
      showStep(deleted.step, undefined, false, 'replace');
    };
  });

  const next = () => {
    const found = problemsOf(step);
    if (found.length > 0) return show(found);
    setProblems(noProblems);
    showStep(backToCheck ? checkStep : step + 1);
    if (backToCheck) setBackToCheck(false);
  };

  const back = () => {
    setProblems(noProblems);
    setBackToCheck(false);
    showStep(Math.max(0, step - 1));
  };

  /** From the summary or the check: to the step that asks the field, focused on the field. */
  const goToField = (field: RequestField, fromCheck: boolean) => {
    setBackToCheck(fromCheck);
    showStep(stepOfField(field), fieldId(field));
  };

  const send = async () => {
    const raw = asRawAnswers(current(), smsNumberNow.current);
    const validation = validateRequest(raw);
    if (!validation.ok) return show(validation.problems);
    const unplaced = placeProblems(chosenSlot, raw);
    if (unplaced.length > 0) return show(unplaced);
    setSending(true);
    setProblems(noProblems);
    setSendFailed(false);
    const honeypot = form.current?.elements.namedItem(contactFormFields.honeypot) as HTMLInputElement | null;
    const token = wayBackToken();
    const answer = await postSubmission({
      type: submissionTypes.request,
      language,
      fields: token ? { ...raw, [wayBackField]: token } : raw,
      honeypot: honeypot?.value ?? '',
      startedAt: startedAt.current,
    });
    if (answer.kind === 'sent' && answer.booking) {
      clearDraft(draftName);
      window.location.assign(answer.booking);
      return;
    }
    if (answer.kind === 'sent') {
      clearDraft(draftName);
      const confirmation = confirmationPath(language, confirmationOf(validation.value));
      window.location.assign(answer.delayed ? withDelayedFlag(confirmation) : confirmation);
      return;
    }
    setSending(false);
    const field = answer.kind === 'invalid' ? requestFields.find((known) => known === answer.field) : undefined;
    if (answer.kind === 'invalid' && field === slotField) {
      // The time was taken meanwhile (or cannot be booked now): to the list, asked anew, with the
      // problem beside it; everything else typed stays, and "Weiter" leads back to the check.
      setTimesAsked((asked) => asked + 1);
      setSlotChoice('');
      setWantedTime('');
      setOffered(noTimes);
      setTimesHere(false);
      setSendFailed(false);
      setProblems([{ field, code: answer.code, ...(typeof raw[slotField] === 'string' ? { slot: raw[slotField] } : {}) }]);
      setBackToCheck(true);
      showStep(stepOfField(slotField), fieldId(slotField));
      return;
    }
    if (answer.kind === 'invalid' && field) return show([{ field, code: answer.code }]);
    setSendFailed(true);
    focusAfterRender(problemsId);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!enhanced) return;
    event.preventDefault();
    if (sending) return;
    // Enter in a field of an earlier step means "Weiter", not "send".
    if (step < checkStep) next();
    else void send();
  };

  // Each step gets its own problems, and the one empty list when it has none: a problem shown in one
  // step renders that step's questions only.
  const problemsOfStep = useMemo(
    () =>
      requestSteps.map(({ fields: asked }) => {
        const own = problems.filter((problem) => (asked as readonly RequestField[]).includes(problem.field));
        return own.length > 0 ? own : noProblems;
      }),
    [problems],
  );
  // Until the times are here they count as offered: the questions of "no time fits" do not show and go again.
  const wishAsked = timeWishAsked({ slot: slotChoice, timesOffered: !timesHere || offered.size > 0, wishGiven });
  // The check shows the booking as it will be made: the time, and the place it meets.
  const booking = chosenSlot && check.answers[slotField] === chosenSlot.id ? bookedSlot(chosenSlot, check.answers) : undefined;
  const reminderSituation = situationOf(check.answers, smsNumber);
  const reminders = chosenReminders(reminderChoice, reminderSituation);
  const reminderProblem = problemsOfStep[checkStep]?.find((problem) => problem.field === 'reminders');
  const shownSummary = sendFailed ? sendFailedSummary(t, facts.email) : problems.length > 0 ? problemSummary(t, language, problems) : null;
  // With JavaScript every screen is a step, the check included ("Schritt 5 von 5"); without it the one page
  // has the parts that ask ("Teil 1 von 4"), and no check. The server's HTML has both: until the script
  // takes over, the page shows the one that will be true (request-styles.ts: .with-script, .without-script).
  const stepCount = (index: number) => t('request.step', { current: index + 1, total: requestSteps.length });
  const partCount = (index: number) => t('request.part', { current: index + 1, total: checkStep });

  return (
    <SubmissionForm
      ref={form}
      type={submissionTypes.request}
      enhanced={enhanced}
      onSubmit={onSubmit}
      onChange={onChange}
      look={requestLayout}
      label={{ text: t('request.formTitle') }}
      draftName={draftName}
    >
      {/* Empty but where the function answers the link after a missed time: it writes the link's token here. */}
      <input type="hidden" name={wayBackField} />
      {/* Without JavaScript, Enter in a field presses the form's first submit button: this one, which sends
          the request, not "Freie Termine anzeigen" or "Spätere Termine anzeigen" further up. Hidden: not a second control. */}
      {!enhanced && (
        <button type="submit" hidden tabIndex={-1}>
          {t('request.submitWithoutScript')}
        </button>
      )}
      <DraftDeleted deletion={deletion} />
      <ProblemSummary
        id={problemsId}
        summary={shownSummary}
        // The summary of "Weiter" on the contact step with no name: the first a visitor is likely to see.
        warmUp={() => problemSummary(t, language, [{ field: 'name', code: 'required' }])}
        onFieldLink={(id, event) => {
          const field = problems.find((problem) => fieldId(problem.field) === id)?.field;
          if (!field) return;
          event.preventDefault();
          goToField(field, step === checkStep);
        }}
      />

      {requestSteps.map((shownStep, index) => {
        const isCheck = index === checkStep;
        // The check step exists only with JavaScript: it reads the answers back from the fields.
        if (isCheck && !enhanced) return null;
        return (
          <section key={shownStep.id} hidden={enhanced && step !== index} aria-labelledby={stepHeadingId(index)}>
            <p className="progress">
              {enhanced ? (
                stepCount(index)
              ) : (
                <>
                  <span className="with-script">{stepCount(index)}</span>
                  <span className="without-script">{partCount(index)}</span>
                </>
              )}
            </p>
            <h2 id={stepHeadingId(index)} tabIndex={-1}>
              {t(`request.steps.${shownStep.id}`)}
            </h2>
            {isCheck ? (
              step === checkStep && (
                <>
                  <CheckAnswers
                    answers={check.answers}
                    timesOffered={check.timesOffered}
                    booking={booking}
                    onChange={(field) => goToField(field, true)}
                  />
                  {/* Reminders are about a booked time. */}
                  {booking && (
                    <ReminderChoice
                      situation={reminderSituation}
                      phone={text(check.answers.phone)}
                      smsKnown={smsNumber !== undefined}
                      chosen={reminders}
                      {...(reminderProblem ? { error: problemText(t, language, reminderProblem) } : {})}
                    />
                  )}
                  {/* An earlier time too, where the practice offers them, and only where an offer can reach the visitor (the reminders' ways). */}
                  {booking && earlierOffered && reminders.reminders.length > 0 && (
                    <EarlierChoice channel={channel} chosen={chosenEarlier(reminderChoice, reminders)} />
                  )}
                </>
              )
            ) : (
              <StepQuestions
                fields={shownStep.fields}
                enhanced={enhanced}
                channel={channel}
                problems={problemsOfStep[index] ?? noProblems}
                timeWishAsked={wishAsked}
                timesAsked={timesAsked}
                wantedTime={wantedTime}
                onTimes={onTimes}
                timePlaces={chosenSlot?.places}
                meetsIn={meetsIn}
                onInsertStarter={onInsertStarter}
              />
            )}
          </section>
        );
      })}

      {enhanced && step === checkStep && booking && <p className="booking-note">{t('request.bookingNote')}</p>}
      {!enhanced && <ReminderChoiceWithoutScript />}
      {/* Without JavaScript only the build knows whether the practice offers earlier times (content/booking.yaml). */}
      {!enhanced && earlierOfferedWhenBuilt && <EarlierChoiceWithoutScript />}
      {!enhanced && <p className="booking-note">{t('request.bookingNoteWithoutScript')}</p>}
      <div className="actions">
        {enhanced && step > 0 && (
          <button type="button" className="secondary" onClick={back}>
            {t('request.back')}
          </button>
        )}
        {enhanced && step < checkStep ? (
          <button type="submit" css={buttonStyle}>
            {t(backToCheck ? 'request.backToCheck' : 'request.next')}
          </button>
        ) : (
          <button type="submit" css={buttonStyle} disabled={sending}>
            {sending ? t('request.sending') : t(!enhanced ? 'request.submitWithoutScript' : booking ? 'request.book' : 'request.submit')}
          </button>
        )}
      </div>
      <DraftNote deletion={deletion} hidden={!enhanced} />
    </SubmissionForm>
  );
}
