import { RequestNextSteps } from '../../forms/request/RequestNextSteps';
import { reactIsland } from '../ReactIsland';

/** What happens after a request (/erstgespraech/danke), with the address the visitor gave. */
export default reactIsland('request-next-steps', RequestNextSteps);
