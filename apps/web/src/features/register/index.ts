// What other parts of the app may use: the query state (a saved query opens through it) and the selection.
export { readRegisterParams, type RegisterUrlState, toRegisterParams } from './register-params';
export type { MineSelection } from './use-mine-selection';
