export * from './interview.types';
export { planScreens, planLayout, defaultLayout, isAsked, type PlacedCell, type PlannedScreen } from './plan-screens';
export { relevance, type Relevance, type RelevanceProblem, type ShownCell, type ShownScreen } from './relevance';
export { validateAnswer, missingMessage, promptOf, isRealDate, isUnanswered } from './validate-answer';
export { validateAll, screenStates, type AnswerProblem, type ScreenState } from './validate-all';
export * from './mask-pattern';
export { docxFieldsAsText, type TemplatePart, type TemplateProblem } from './template-sources';
export { objectModelsOf } from './object-models';
