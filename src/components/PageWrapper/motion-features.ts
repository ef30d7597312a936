// Loaded asynchronously by LazyMotion so the animation code stays out of the first-load bundle.
import { domAnimation } from 'framer-motion';

export default domAnimation;
