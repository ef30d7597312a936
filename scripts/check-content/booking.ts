import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { availabilityFile, availabilityLabels } from '../../src/booking/availability';
import { availabilityOfText } from '../../src/booking/availability-file';
import type { Problem } from './problem';

/**
 * content/booking.yaml read as the booking function reads it (src/booking/availability-file.ts), so what
 * passes here is what the function accepts. readAvailability's German problem texts are kept as they
 * are (they use the CMS form's words); each is pointed at the line it is about where that can be told.
 */
export function checkBookingSettings(rootDir: string): Problem[] {
  const absolute = path.join(rootDir, availabilityFile);
  if (!existsSync(absolute)) {
    return [
      {
        file: availabilityFile,
        line: 1,
        message:
          'Die Datei mit den Terminen für Erstgespräche fehlt (im CMS: Einstellungen › Termine für Erstgespräche). ' +
          'Um die Buchung auszuschalten, die Zeitfenster leeren, statt die Datei zu löschen.',
      },
    ];
  }
  return bookingSettingsProblems(readFileSync(absolute, 'utf8'));
}

/** The problems of booking.yaml's text; empty when the function can read it. */
export function bookingSettingsProblems(text: string, file = availabilityFile): Problem[] {
  let result: ReturnType<typeof availabilityOfText>;
  try {
    result = availabilityOfText(text);
  } catch (error) {
    // yaml's YAMLParseError: where reading stopped (1-based) and, in its message's first line, why.
    const { linePos, message } = error as { linePos?: { line: number }[]; message?: string };
    const reason = message?.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '');
    return [
      {
        file,
        line: linePos?.[0]?.line ?? 1,
        message:
          `Die Datei kann nicht gelesen werden (${reason || 'kein gültiges YAML'}): ` +
          'Bitte die Einrückung prüfen und Uhrzeiten in Anführungszeichen setzen, z. B. from: "09:00".',
      },
    ];
  }
  const problems = 'problems' in result ? result.problems.map((message) => ({ file, line: lineOfProblem(text, message), message })) : [];
  return [...problems, ...addressesIn(text, file)];
}

/**
 * The calendar's private address is a secret (anyone with it reads the team's calendar): it belongs in
 * Netlify's environment variables, never in a file of the repository, where every copy keeps it. The
 * one address that belongs here is the video room's (`meetingLink`, shown to every online booking),
 * unless it is a calendar's (.ics).
 */
function addressesIn(text: string, file: string): Problem[] {
  const isMeetingLink = (line: string) => /^meetingLink:/.test(line) && !/\.ics\b/i.test(line);
  return text.split('\n').flatMap((line, index) =>
    /\b(?:https?|webcal):\/\//i.test(line) && !isMeetingLink(line)
      ? [
          {
            file,
            line: index + 1,
            message:
              'Eine Internetadresse gehört nicht in diese Datei. Die Adresse Ihres Kalenders ist geheim: Sie steht nur bei Netlify ' +
              '(Umgebungsvariable BOOKING_CALENDAR_FEEDS, siehe docs/owner-runbook.md). War es diese Adresse, bitte im Kalender eine neue erzeugen.',
          },
        ]
      : [],
  );
}

const listLabels = { windows: availabilityLabels.windows, closedDays: availabilityLabels.closedDays } as const;
const keyOfLabel = new Map<string, string>(Object.entries(availabilityLabels).map(([key, label]) => [label, key]));

/**
 * The line a problem is about: the n-th entry of a list ("Zeitfenster 3: …"), else the line of the
 * first entry it names, by its label («Pause …») or its name (pauseMinutes); else the first line.
 */
function lineOfProblem(text: string, message: string): number {
  const lines = text.split('\n');
  const topLine = (key: string) => lines.findIndex((line) => line.startsWith(`${key}:`));
  for (const [key, label] of Object.entries(listLabels)) {
    const number = Number(new RegExp(`^${label} (\\d+)\\b`).exec(message)?.[1] ?? 0);
    const start = topLine(key);
    if (number === 0 || start < 0) continue;
    let seen = 0;
    for (let i = start + 1; i < lines.length && !/^\S/.test(lines[i] ?? ''); i += 1) {
      if (/^\s*- /.test(lines[i] ?? '')) seen += 1;
      if (seen === number) return i + 1;
    }
    return start + 1;
  }
  const named = [...message.matchAll(/«([^»]+)»|\((\w+)\)/g)].map((match) => match[1] ?? match[2] ?? '');
  for (const name of named) {
    const index = topLine(keyOfLabel.get(name) ?? name);
    if (index >= 0) return index + 1;
  }
  return 1;
}
