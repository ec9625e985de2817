// The actual controller is the company module's rule: the demo records it the way profiles read it.
export { controllerOf, type Holding, NO_CONTROLLER } from '../../modules/company';
