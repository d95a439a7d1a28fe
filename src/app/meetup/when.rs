//! SKELETON: replaced by the meetup work's parser. Reads `YYYY-MM-DD HH:MM` only.

use jiff::Timestamp;
use jiff::tz::TimeZone;

use crate::i18n::Text;

#[derive(Debug)]
pub struct WhenError(String);

impl WhenError {
    pub fn text(&self) -> Text {
        Text::msg(msg!("error-meetup-time-unread")).with("given", self.0.as_str())
    }
}

pub fn parse_when(text: &str, zone: &TimeZone, now: Timestamp) -> Result<Timestamp, WhenError> {
    let dt: jiff::civil::DateTime = text
        .trim()
        .replace(' ', "T")
        .parse()
        .map_err(|_| WhenError(text.to_owned()))?;
    let t = dt
        .to_zoned(zone.clone())
        .map_err(|_| WhenError(text.to_owned()))?
        .timestamp();
    if t <= now {
        return Err(WhenError(text.to_owned()));
    }
    Ok(t)
}
