import { ContactForm } from '../../forms/contact/ContactForm';
import { reactIsland } from '../ReactIsland';

/** The contact form (/contact). */
export default reactIsland('contact-form', ContactForm);
