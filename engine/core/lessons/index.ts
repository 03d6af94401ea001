/** The lesson platform every game shares: the file format, the judge, the checks of a lesson file. */
export { readCatalog, type CatalogRead } from './catalog';
export { lessonFaults } from './check-lesson';
export { goalSchemaOf, goalsFromScenarios, namesInGoal, unmetGoal, type GoalCheck } from './goals';
export { genericHint, hintParagraph, type ClassificationWordsIn, type Hint } from './hint';
export { LESSON_CATALOGUES, sayLesson, type KindNames, type LessonMessage, type LessonSpec } from './messages';
export { judge, type Judged, type Verdict } from './judge';
export type { AnyLessonGame, GoalPredicate, GoalRegistry, LessonGame } from './lesson-game';
export { describeIssue, readLesson, type Lesson, type LessonRead, type Reply, type WrongTry } from './read-lesson';
export { LESSON_LIMITS, countSentences, lessonSchemaOf, type LessonFile } from './schema';
export { lessonStart, type JudgedStep, type LessonStart } from './start';
