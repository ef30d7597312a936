import { CallToAction } from './CallToAction';
import { Card, Cards } from './Cards';
import { ColorSection } from './ColorSection';
import { Download } from './Download';
import { InfoBox } from './InfoBox';
import { MdxLink } from './MdxLink';
import { Memberships } from './Memberships';
import { Address, SiteFact } from './SiteFact';
import { Stat, Stats } from './Stats';
import { Step, Steps } from './Steps';
import { Testimonial } from './Testimonial';

/** Everything an MDX file in content/ can use without importing it. */
export const mdxComponents = {
  a: MdxLink,
  Address,
  CallToAction,
  Card,
  Cards,
  ColorSection,
  Download,
  InfoBox,
  Memberships,
  SiteFact,
  Stat,
  Stats,
  Step,
  Steps,
  Testimonial,
};
