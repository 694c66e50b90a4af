/**
 * A state machine as Sylius declares its winzou graphs: named transitions, each from a set of
 * states to one state. The tables live next to this file, one per graph (api-contract §7).
 */
export type TransitionTable<State extends string, Transition extends string> = Record<
  Transition,
  { from: readonly State[]; to: State }
>;

export interface StateMachine<State extends string, Transition extends string> {
  readonly graph: string;
  can(state: State, transition: Transition): boolean;
  /** The state the transition leads to; throws WrongStateError when it cannot be applied. */
  apply(state: State, transition: Transition): State;
  /** Transitions applicable from `state`, in table order. */
  possible(state: State): Transition[];
}

export class WrongStateError extends Error {
  constructor(
    readonly graph: string,
    readonly transition: string,
    readonly state: string,
    readonly possible: readonly string[],
  ) {
    super(`Cannot ${transition} as ${graph} is in state ${state}`);
  }
}

export function stateMachine<State extends string, Transition extends string>(
  graph: string,
  table: TransitionTable<State, Transition>,
): StateMachine<State, Transition> {
  const transitions = Object.keys(table) as Transition[];
  const can = (state: State, transition: Transition) => table[transition].from.includes(state);
  const possible = (state: State) => transitions.filter((transition) => can(state, transition));
  return {
    graph,
    can,
    possible,
    apply(state, transition) {
      if (!can(state, transition)) throw new WrongStateError(graph, transition, state, possible(state));
      return table[transition].to;
    },
  };
}
