import { ConsultationRequest } from '../../forms/request/ConsultationRequest';
import { reactIsland } from '../ReactIsland';

/** The first-consultation request (/erstgespraech): its steps, the draft, the free times. */
export default reactIsland('consultation-request', ConsultationRequest);
