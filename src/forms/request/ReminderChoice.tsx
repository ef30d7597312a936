import { type Language, listInWords } from '../../i18n/languages';
import { useLanguage } from '../../i18n/LanguageContext';
import { useTranslation } from '../../i18n/translation';
import type { TFunction } from '../../i18n/translator';
import { type OptionOf, choiceQuestions } from './questions';
import { type ReminderSituation, type Reminders, offeredChannels } from './reminders';
import { RequestQuestion } from './RequestQuestion';
import { AddressBreaks } from '../ui/AddressBreaks';

interface ReminderChoiceProps {
  /** The addresses and the way to be reached given, and whether the number takes SMS. */
  situation: ReminderSituation;
  /** The number as typed ('' for none): named where SMS cannot go to it. */
  phone: string;
  /** Whether the form knows if the number takes SMS (./reminders.ts loads the rules once a number is typed). */
  smsKnown: boolean;
  /** What is ticked now: the visitor's choice, or the defaults. */
  chosen: Reminders;
  error?: string;
}

/**
 * "Bestätigung und Erinnerungen" on the check step: by e-mail, by SMS, both or none, and when, with a
 * sentence on what follows that changes as the boxes do. Only the ways that can reach the visitor are
 * offered: e-mail with an address, SMS with a number that takes them; a number that does not is said so.
 * It is rendered anew each time the check opens, so its boxes start as `chosen` says; the form hears
 * every tick (ConsultationRequest's onChange). Its look is `.reminder-choice` in ./request-styles.ts.
 */
export function ReminderChoice({ situation, phone, smsKnown, chosen, error }: ReminderChoiceProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const offered = offeredChannels(situation);
  const channel = situation.channel as OptionOf<'channel'>;
  const noSms = smsKnown && phone.trim() !== '' && !situation.smsNumber;
  return (
    <div className="reminder-choice">
      {offered.length > 0 && (
        <RequestQuestion field="reminders" channel={channel} only={offered} checked={chosen.reminders} error={error} />
      )}
      {chosen.reminders.length > 0 && <RequestQuestion field="reminderWhen" channel={channel} checked={chosen.reminderWhen} />}
      {noSms && (
        <p className="no-sms">
          {t('request.reminders.noSms', { number: phone.trim() })}
          {channel === 'phone' && ` ${t('request.reminders.call')}`}
        </p>
      )}
      <p className="hint" aria-live="polite">
        <AddressBreaks text={whatFollows(t, language, chosen, { email: situation.email.trim(), phone: phone.trim() })} />
      </p>
    </div>
  );
}

/** Without JavaScript, above the send button: both ways and both times offered, e-mail ticked, and when they count. */
export function ReminderChoiceWithoutScript() {
  const { t } = useTranslation();
  return (
    <div className="reminder-choice">
      <RequestQuestion field="reminders" channel="email" checked={['email']} hint={t('request.questions.reminders.withoutScriptHint')} />
      <RequestQuestion field="reminderWhen" channel="email" checked={choiceQuestions.reminderWhen.options} />
    </div>
  );
}

/** "Sie erhalten gleich eine Bestätigung per E-Mail an … Wir erinnern Sie einen Tag vorher …": the sentence under the boxes. */
export function whatFollows(t: TFunction, language: Language, chosen: Reminders, to: { email: string; phone: string }): string {
  const texts = 'request.reminders';
  if (chosen.reminders.length === 0) return t(`${texts}.nothing`);
  const ways = chosen.reminders.map((way) => t(`${texts}.by.${way}`, { address: to.email, number: to.phone }));
  const when = chosen.reminderWhen.map((time) => t(`${texts}.at.${time}`));
  return [
    t(`${texts}.confirmation`, { ways: listInWords(ways, language) }),
    when.length > 0 ? t(`${texts}.reminded`, { when: listInWords(when, language) }) : t(`${texts}.notReminded`),
    t(`${texts}.change`),
  ].join(' ');
}
