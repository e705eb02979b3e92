/**
 * Where lib code sends what a person must see. The application points these at its toaster at start-up; lib
 * stays free of UI imports (and testable in node).
 */
type Sink = (text: string) => void;

let errorSink: Sink = (text) => console.error(text);
let pageErrorSink: Sink = (text) => console.error(text);

export function setNotificationSinks(sinks: { error: Sink; pageError: Sink }): void {
  errorSink = sinks.error;
  pageErrorSink = sinks.pageError;
}

export const notifyError: Sink = (text) => errorSink(text);
export const notifyPageError: Sink = (text) => pageErrorSink(text);
