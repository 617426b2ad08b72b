/**
 * The live parameters the platform knows by name (spec part 1 section 3): the server
 * always keeps them, the client labels each in both languages. Any `WHstatus_` label is
 * accepted too.
 */
export const STATUS_PARAM = 'WHstatus_ExecState';
export const PIECE_COUNT_PARAM = 'WHstatus_PieceCount';
export const PROGRAM_PARAM = 'WHstatus_ProgramName';
/** The largest piece counter taken from a machine: counts are stored in 32-bit columns and read as GraphQL `Int`s. */
export const PIECE_COUNT_MAX = 2_147_483_647;
/** Alarm texts (persisted, shown in the alarm table). */
export const ALARM_PARAMS: ReadonlySet<string> = new Set(['Alarm', 'Error']);

export const KNOWN_PARAMETERS: ReadonlySet<string> = new Set([
  STATUS_PARAM, PIECE_COUNT_PARAM, PROGRAM_PARAM,
  'WHstatus_Progress', 'WHstatus_ElapsedTime', 'WHstatus_ExpectedTime', 'WHstatus_DownloadFileName',
  'timeline', 'time_efficiency', 'SpindleSpeed', 'FeedV', 'FeedRate', 'SpindleFeedrate', 'Spindlerev', 'LaserPower', 'DutyCycle', 'LinearAxisFeedrate',
  'BoosterWaterPressure', 'BoosterOilTemperature', 'BoosterOilPressure', 'BoosterPumpSpeed', 'BoosterMotorTemperature',
  'CollimatingLensTemp', 'FocusingLensTemp', 'DownProtectiveWindowTemp', 'CavityPressure', 'FocusPosition',
  'XPosition', 'YPosition', 'ZPosition', 'XFeedback', 'YFeedback', 'ZFeedback', 'Feedback',
  'AxisAlarmOn', 'LaserAlarm', 'ChillerAlarm', 'Info', 'Warning', 'Error', 'Alarm',
  // Servo drive values per axis (the detail kanban's axis table).
  ...['X', 'Y', 'Z'].flatMap((axis) => ['Speed', 'Current', 'Voltage', 'Torque'].map((quantity) => `${axis}Axis${quantity}`)),
]);

