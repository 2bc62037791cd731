/** Telegram Web's default light and dark theme parameters, for the dev mock and the e2e Telegram project. */
export const lightTheme = {
  bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#707579',
  link_color: '#3390ec',
  button_color: '#3390ec',
  button_text_color: '#ffffff',
  secondary_bg_color: '#f4f4f5',
  header_bg_color: '#ffffff',
  accent_text_color: '#3390ec',
  section_bg_color: '#ffffff',
  section_header_text_color: '#3390ec',
  subtitle_text_color: '#707579',
  destructive_text_color: '#e53935',
} as const;

export const darkTheme = {
  bg_color: '#17212b',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  secondary_bg_color: '#232e3c',
  header_bg_color: '#17212b',
  accent_text_color: '#6ab2f2',
  section_bg_color: '#17212b',
  section_header_text_color: '#6ab3f3',
  subtitle_text_color: '#708499',
  destructive_text_color: '#ec3942',
} as const;

/**
 * Telegram iOS' day theme as the client sends it: a paler hint (#8e8e93) than Telegram Web's, and
 * on the grey page (#efeff4) the fixed hint share of app.css read at 4.2:1. For the e2e Telegram project.
 */
export const iosDayTheme = {
  bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#8e8e93',
  link_color: '#007aff',
  button_color: '#007aff',
  button_text_color: '#ffffff',
  secondary_bg_color: '#efeff4',
  header_bg_color: '#f8f8f8',
  accent_text_color: '#007aff',
  section_bg_color: '#ffffff',
  section_header_text_color: '#6d6d72',
  subtitle_text_color: '#8e8e93',
  destructive_text_color: '#ff3b30',
  section_separator_color: '#c8c7cc',
  bottom_bar_bg_color: '#f8f8f8',
} as const;

/**
 * Telegram Android's day theme as the client sends it: text #222222 and the palest hint (#a8a8a8),
 * which the fixed hint share of app.css left at 3.3:1 on white. For the e2e Telegram project.
 */
export const androidDayTheme = {
  bg_color: '#ffffff',
  text_color: '#222222',
  hint_color: '#a8a8a8',
  link_color: '#2678b6',
  button_color: '#50a8eb',
  button_text_color: '#ffffff',
  secondary_bg_color: '#f0f0f0',
  header_bg_color: '#527da3',
  accent_text_color: '#1c93e3',
  section_bg_color: '#ffffff',
  section_header_text_color: '#3a95d5',
  subtitle_text_color: '#82868a',
  destructive_text_color: '#cc2929',
  section_separator_color: '#d9d9d9',
  bottom_bar_bg_color: '#f0f0f0',
} as const;

/** Telegram iOS' night theme as the client sends it. */
export const iosNightTheme = {
  bg_color: '#000000',
  text_color: '#ffffff',
  hint_color: '#98989e',
  link_color: '#3e88f7',
  button_color: '#3e88f7',
  button_text_color: '#ffffff',
  secondary_bg_color: '#1c1c1d',
  accent_text_color: '#3e88f7',
  section_bg_color: '#2c2c2e',
  section_header_text_color: '#8d8e93',
  subtitle_text_color: '#98989e',
  destructive_text_color: '#eb5545',
} as const;

/** Telegram Android's night theme as the client sends it. */
export const androidNightTheme = {
  bg_color: '#212d3b',
  text_color: '#ffffff',
  hint_color: '#7d8b99',
  link_color: '#5eabe1',
  button_color: '#50a8eb',
  button_text_color: '#ffffff',
  secondary_bg_color: '#151e27',
  accent_text_color: '#64b5ef',
  section_bg_color: '#1d2733',
  section_header_text_color: '#79c4fc',
  subtitle_text_color: '#7b8790',
  destructive_text_color: '#ee686f',
} as const;
