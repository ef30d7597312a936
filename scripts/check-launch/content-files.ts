import { parse } from 'yaml';
import { allContentFiles, readContentTree, type ContentFile } from '../check-content/content-tree';
import { exampleReason } from './example-values';
import { lineOf, type StandIn } from './stand-in';

const switchLabel = 'Platzhalter (vor dem Livegang ersetzen)';

/** A note staff or developers leave where a text is a stand-in: {/* PLACEHOLDER: … *\/} (or PLATZHALTER). */
const placeholderNote = /\{\/\*\s*(?:PLACEHOLDER|PLATZHALTER)\s*:?\s*([\s\S]*?)\s*\*\/\}/g;

/** <Testimonial … placeholder …>: an invented quote, never shown, listed until replaced. */
const placeholderTestimonial = /<Testimonial\b[^>]*\splaceholder(?:[\s/>=])/g;

function frontmatterOf(text: string): { data: Record<string, unknown>; block: string } {
  const match = /^---\n([\s\S]*?)\n---/.exec(text);
  if (!match?.[1]) return { data: {}, block: '' };
  try {
    return { data: (parse(match[1]) ?? {}) as Record<string, unknown>, block: match[1] };
  } catch {
    // The content check reports broken frontmatter; here it only means no marks can be read.
    return { data: {}, block: match[1] };
  }
}

function lineAtOffset(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

function teamStandIns(file: ContentFile): StandIn[] {
  const { data } = frontmatterOf(file.text);
  const name = typeof data.name === 'string' ? data.name : file.slug;
  if (data.placeholder === true) {
    return [
      {
        file: file.file,
        line: lineOf(file.text, /^placeholder\s*:/),
        message: `team member "${name}" is a stand-in: put the real person's name, role, biography, e-mail and LinkedIn here (and a real photo), then switch off "${switchLabel}" (placeholder: false)`,
      },
    ];
  }
  // Not marked, yet obviously an example: the safety net names the field.
  return ['name', 'email', 'linkedin'].flatMap((field) => {
    const value = data[field];
    const reason = typeof value === 'string' ? exampleReason(value) : undefined;
    return reason
      ? [
          {
            file: file.file,
            line: lineOf(file.text, new RegExp(`^${field}\\s*:`)),
            message: `"${field}" is still ${reason} ("${String(value)}"): put the real ${field} here`,
          },
        ]
      : [];
  });
}

function textStandIns(file: ContentFile): StandIn[] {
  const standIns: StandIn[] = [];
  for (const match of file.text.matchAll(placeholderNote)) {
    standIns.push({
      file: file.file,
      line: lineAtOffset(file.text, match.index),
      message: `marked as a stand-in: ${match[1] || 'replace the text below'} (then delete this note)`,
    });
  }
  for (const match of file.text.matchAll(placeholderTestimonial)) {
    standIns.push({
      file: file.file,
      line: lineAtOffset(file.text, match.index),
      message: `an invented testimonial (not shown on the site): replace it with a real, approved quote and switch off "${switchLabel}", or delete it`,
    });
  }
  return standIns;
}

/** The stand-ins in content/pages and content/team: marked team members, testimonials and notes. */
export function contentStandIns(rootDir: string): StandIn[] {
  const tree = readContentTree(rootDir);
  return allContentFiles(tree).flatMap((file) => [...(file.kind === 'team' ? teamStandIns(file) : []), ...textStandIns(file)]);
}
