import { ContactResultPage } from '../../forms/contact/ContactResultPage';
import { reactIsland } from '../ReactIsland';

/** The contact form's result pages: what was sent, and the address it will be answered at. */
export default reactIsland('contact-result', ContactResultPage);
