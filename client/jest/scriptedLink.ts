import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { Observable, type Subscriber } from 'rxjs';

type Result = ApolloLink.Result;

/** A scripted answer that is a GraphQL error (as the server formats it), instead of data. */
export type ScriptedErrors = { errors: Array<{ message: string; extensions: Record<string, unknown> }> };

const isErrors = (answer: unknown): answer is ScriptedErrors => !!answer && typeof answer === 'object' && 'errors' in answer && Array.isArray((answer as ScriptedErrors).errors);

/**
 * A transport for component tests: queries get the data scripted for their operation name
 * (operations without a script stay pending, as a slow server would), subscriptions stay open
 * until the test pushes an event with `push`. Data goes through Apollo's real cache.
 */
export class ScriptedLink extends ApolloLink {
  private readonly open = new Map<string, Set<Subscriber<Result>>>();
  /** Variables of every request, by operation name. */
  readonly requests: Array<{ operationName: string; variables: Record<string, unknown> }> = [];

  constructor(private readonly answers: Record<string, Record<string, unknown> | ScriptedErrors> = {}) {
    super();
  }

  override request(operation: ApolloLink.Operation): Observable<Result> {
    const name = operation.operationName ?? '';
    this.requests.push({ operationName: name, variables: operation.variables });
    return new Observable<Result>((observer) => {
      if (operation.operationType === OperationTypeNode.SUBSCRIPTION) {
        const observers = this.open.get(name) ?? new Set();
        observers.add(observer);
        this.open.set(name, observers);
        return () => observers.delete(observer);
      }
      const answer = this.answers[name];
      if (isErrors(answer)) {
        observer.next({ errors: answer.errors } as Result);
        observer.complete();
      } else if (answer) {
        observer.next({ data: answer });
        observer.complete();
      }
      return undefined;
    });
  }

  /** How many subscriptions of this operation are open. */
  subscribers(operationName: string): number {
    return this.open.get(operationName)?.size ?? 0;
  }

  /** Sends one event to every open subscription of this operation. */
  push(operationName: string, data: Record<string, unknown>): void {
    for (const observer of this.open.get(operationName) ?? []) observer.next({ data });
  }

  /** Ends every open subscription of this operation with GraphQL errors, as graphql-ws delivers a refusal. */
  fail(operationName: string, errors: ScriptedErrors['errors']): void {
    for (const observer of [...(this.open.get(operationName) ?? [])]) {
      observer.next({ errors } as Result);
      observer.complete();
    }
  }

  /** Replaces the scripted answer of an operation (for the next requests). */
  answer(operationName: string, answer: Record<string, unknown> | ScriptedErrors): void {
    this.answers[operationName] = answer;
  }
}
