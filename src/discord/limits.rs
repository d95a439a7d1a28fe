//! Discord's limits on what a message carries: a reply is cut to them
//! before it is sent ([`crate::discord::reply::Reply::fit`]), and what the
//! bot makes is made to fit them.

pub const CONTENT: usize = 2000;
pub const TITLE: usize = 256;
pub const DESCRIPTION: usize = 4096;
pub const FIELD_NAME: usize = 256;
pub const FIELD_VALUE: usize = 1024;
pub const FIELDS: usize = 25;
pub const FOOTER: usize = 2048;
/// All of an embed's text together.
pub const EMBED_TOTAL: usize = 6000;
pub const BUTTONS_PER_ROW: usize = 5;
/// A link button's address.
pub const LINK_URL: usize = 512;
/// Rows of controls on a message.
pub const ROWS: usize = 5;
pub const SELECT_OPTIONS: usize = 25;
pub const BUTTON_LABEL: usize = 80;
pub const CHOICES: usize = 25;
/// An attachment's description (alt text).
pub const ALT_TEXT: usize = 1024;
/// A thread's name.
pub const THREAD_NAME: usize = 100;
/// A control's id (a button, a select menu, a form), which Discord
/// hands back when it is used: a button whose id would be longer is
/// left off.
pub const CUSTOM_ID: usize = 100;
