//! A server's coming meetup nights as an iCalendar file (RFC 5545), to
//! subscribe to: written, folded and escaped by the `icalendar` crate,
//! never by hand.
//!
//! The calendar says it is published (`METHOD:PUBLISH`) and asks to be
//! read again every hour (`REFRESH-INTERVAL`, RFC 7986, and the older
//! `X-PUBLISHED-TTL` that Outlook and Google read). Each night is one
//! `VEVENT` in UTC whose `UID` (`meetup-ID@HOST`) never changes, so a
//! calendar program updates the night it already shows instead of adding
//! another: a move raises its `SEQUENCE` (the night's version in the
//! store), and a cancelled night stays in the file marked
//! `STATUS:CANCELLED`, so subscribers see it struck out rather than
//! silently gone.

use icalendar::{Calendar, Component, Event, EventLike, EventStatus, Property};
use jiff::Timestamp;

/// The calendar's own name for itself (RFC 5545 §3.7.3).
pub const PRODID: &str = "-//Backrank//Club nights//EN";

/// How often a subscriber reads the file again.
pub const REFRESH: &str = "PT1H";

/// What a server's calendar file shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Feed {
    /// The calendar's name in a subscriber's list (the server's name,
    /// say).
    pub name: String,
    /// The host the nights' UIDs are made unique with (`backrank.example`):
    /// the same for every version of the file.
    pub host: String,
    /// When the file is made: each night's `DTSTAMP`.
    pub generated_at: Timestamp,
    pub nights: Vec<FeedNight>,
}

/// One night of a feed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FeedNight {
    /// The night's id in the store: its `UID` is `meetup-ID@HOST`.
    pub id: i64,
    /// Its name (`Thursday 960`): the event's `SUMMARY`.
    pub name: String,
    /// Where, as typed: the `LOCATION`.
    pub place: String,
    pub starts_at: Timestamp,
    pub ends_at: Timestamp,
    /// The variant played, as people read it (`Chess960`).
    pub variant_name: String,
    /// The night's page: the `URL`, and named in the `DESCRIPTION`.
    pub page_url: String,
    pub cancelled: bool,
    /// The night's version in the store, raised by every move: the
    /// `SEQUENCE` (0 and below are 0).
    pub sequence: i64,
}

/// The feed as an iCalendar file (CRLF line ends, lines folded at 75
/// octets).
#[must_use]
pub fn calendar(feed: &Feed) -> String {
    let mut cal = Calendar::empty();
    cal.append_property(Property::new("VERSION", "2.0"))
        .append_property(Property::new("PRODID", PRODID))
        .append_property(Property::new("CALSCALE", "GREGORIAN"))
        .append_property(Property::new("METHOD", "PUBLISH"))
        .name(&feed.name)
        .append_property(
            Property::new("REFRESH-INTERVAL", REFRESH)
                .add_parameter("VALUE", "DURATION")
                .done(),
        )
        .append_property(Property::new("X-PUBLISHED-TTL", REFRESH));
    for night in &feed.nights {
        cal.push(event(night, &feed.host, feed.generated_at));
    }
    cal.done().to_string()
}

/// One night's `VEVENT`.
fn event(night: &FeedNight, host: &str, stamp: Timestamp) -> Event {
    let description = format!("{}\n{}", night.variant_name, night.page_url);
    let mut e = Event::new();
    e.uid(&uid(night.id, host))
        .add_property("DTSTAMP", utc(stamp))
        .add_property("DTSTART", utc(night.starts_at))
        .add_property("DTEND", utc(night.ends_at))
        .summary(&night.name)
        .location(&night.place)
        .description(&description)
        .url(&night.page_url)
        .sequence(u32::try_from(night.sequence.max(0)).unwrap_or(u32::MAX))
        .status(if night.cancelled {
            EventStatus::Cancelled
        } else {
            EventStatus::Confirmed
        });
    e.done()
}

/// A night's `UID`: the same for the night whatever changes.
#[must_use]
pub fn uid(id: i64, host: &str) -> String {
    format!("meetup-{id}@{host}")
}

/// A moment as an iCalendar date-time in UTC (RFC 5545 §3.3.5, form 2:
/// `20261210T180000Z`).
fn utc(moment: Timestamp) -> String {
    moment.strftime("%Y%m%dT%H%M%SZ").to_string()
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    fn ts(s: &str) -> Timestamp {
        s.parse().unwrap()
    }

    const PLACE: &str = "Café Central, Hauptstraße 5; upstairs\\back";
    /// Long enough, in three-octet letters and with spaces, to be folded
    /// several times, and to end a fold near a space.
    const KOREAN: &str = "목요일 체스960 모임: 서울 강남구 테헤란로 123, 카페 센트럴 2층 창가 자리에서 만나요 \
                          — 늦으면 디스코드에 알려 주세요";

    fn feed() -> Feed {
        Feed {
            name: "Club, Berlin; nights".into(),
            host: "backrank.example".into(),
            generated_at: ts("2026-12-07T12:00:00Z"),
            nights: vec![
                FeedNight {
                    id: 41,
                    name: "Thursday 960".into(),
                    place: PLACE.into(),
                    starts_at: ts("2026-12-10T18:00:00Z"),
                    ends_at: ts("2026-12-10T21:00:00Z"),
                    variant_name: "Chess960".into(),
                    page_url: "https://backrank.example/m/abc?x=1&y=2".into(),
                    cancelled: false,
                    sequence: 3,
                },
                FeedNight {
                    id: 42,
                    name: KOREAN.into(),
                    place: KOREAN.into(),
                    starts_at: ts("2026-12-17T18:00:00Z"),
                    ends_at: ts("2026-12-17T21:30:00Z"),
                    variant_name: "체스960".into(),
                    page_url: "https://backrank.example/m/def".into(),
                    cancelled: true,
                    sequence: -1,
                },
            ],
        }
    }

    /// A TEXT value as RFC 5545 §3.3.11 reads it (the parser gives the
    /// value as written).
    fn unescape(value: &str) -> String {
        let mut out = String::new();
        let mut chars = value.chars();
        while let Some(c) = chars.next() {
            if c != '\\' {
                out.push(c);
                continue;
            }
            match chars.next() {
                Some('n' | 'N') => out.push('\n'),
                Some(other) => out.push(other),
                None => panic!("a value ends in a lone backslash: {value}"),
            }
        }
        out
    }

    type Props = BTreeMap<String, (Option<Vec<(String, Vec<String>)>>, String)>;

    fn props(list: &[ical::property::Property]) -> Props {
        let mut out = Props::new();
        for p in list {
            let old = out.insert(
                p.name.clone(),
                (p.params.clone(), p.value.clone().unwrap_or_default()),
            );
            assert!(old.is_none(), "{} twice", p.name);
        }
        out
    }

    fn value<'a>(props: &'a Props, name: &str) -> &'a str {
        &props.get(name).unwrap_or_else(|| panic!("no {name}")).1
    }

    /// The file read back by `ical` (a parser of another hand than the
    /// crate that writes it): every field as given.
    #[test]
    fn the_file_reads_back_with_every_field() {
        let text = calendar(&feed());
        let mut parsed = ical::IcalParser::new(std::io::BufReader::new(text.as_bytes()));
        let cal = parsed.next().expect("one calendar").expect("it parses");
        assert!(parsed.next().is_none(), "one calendar only");

        let c = props(&cal.properties);
        assert_eq!(value(&c, "VERSION"), "2.0");
        assert_eq!(value(&c, "PRODID"), PRODID);
        assert_eq!(value(&c, "METHOD"), "PUBLISH");
        assert_eq!(unescape(value(&c, "X-WR-CALNAME")), "Club, Berlin; nights");
        assert_eq!(value(&c, "X-PUBLISHED-TTL"), "PT1H");
        let (params, refresh) = &c["REFRESH-INTERVAL"];
        assert_eq!(refresh, "PT1H");
        assert_eq!(
            params.as_deref(),
            Some(&[("VALUE".to_owned(), vec!["DURATION".to_owned()])][..])
        );

        assert_eq!(cal.events.len(), 2);
        let e = props(&cal.events[0].properties);
        assert_eq!(value(&e, "UID"), "meetup-41@backrank.example");
        assert_eq!(value(&e, "DTSTAMP"), "20261207T120000Z");
        assert_eq!(value(&e, "DTSTART"), "20261210T180000Z");
        assert_eq!(value(&e, "DTEND"), "20261210T210000Z");
        assert_eq!(value(&e, "SUMMARY"), "Thursday 960");
        // Commas, semicolons and backslashes in a place are escaped, and
        // read back as typed.
        assert_eq!(
            value(&e, "LOCATION"),
            "Café Central\\, Hauptstraße 5\\; upstairs\\\\back"
        );
        assert_eq!(unescape(value(&e, "LOCATION")), PLACE);
        assert_eq!(
            unescape(value(&e, "DESCRIPTION")),
            "Chess960\nhttps://backrank.example/m/abc?x=1&y=2"
        );
        assert_eq!(value(&e, "URL"), "https://backrank.example/m/abc?x=1&y=2");
        assert_eq!(value(&e, "SEQUENCE"), "3");
        assert_eq!(value(&e, "STATUS"), "CONFIRMED");

        let k = props(&cal.events[1].properties);
        assert_eq!(value(&k, "UID"), "meetup-42@backrank.example");
        assert_eq!(value(&k, "DTEND"), "20261217T213000Z");
        // `ical` trims the white space that ends a physical line, which
        // RFC 5545 keeps: `icalendar` may end a fold with a space in text
        // of wide letters, so the letters are compared here and the
        // spaces by unfolding as the RFC does (the next test).
        let letters = |s: &str| s.split_whitespace().collect::<String>();
        assert_eq!(letters(&unescape(value(&k, "SUMMARY"))), letters(KOREAN));
        assert_eq!(letters(&unescape(value(&k, "LOCATION"))), letters(KOREAN));
        assert_eq!(value(&k, "SEQUENCE"), "0");
        assert_eq!(value(&k, "STATUS"), "CANCELLED");
    }

    /// Lines end in CRLF and are folded at 75 octets, never inside a
    /// letter: long Korean text comes back whole.
    #[test]
    fn long_lines_are_folded_on_letter_boundaries() {
        let text = calendar(&feed());
        assert!(text.ends_with("END:VCALENDAR\r\n"), "{text}");
        assert!(!text.replace("\r\n", "").contains('\n'), "a bare LF");
        let lines: Vec<&str> = text.split("\r\n").collect();
        for line in &lines {
            assert!(line.len() <= 75, "{} octets: {line}", line.len());
        }
        let folded = lines.iter().filter(|l| l.starts_with(' ')).count();
        assert!(folded >= 4, "{folded} folds:\n{text}");
        // Unfolded as RFC 5545 §3.1 says (a CRLF and the one white space
        // after it removed), the Korean text is whole, spaces and all.
        let unfolded = text.replace("\r\n ", "");
        let escaped = KOREAN.replace(',', "\\,");
        assert!(
            unfolded.contains(&format!("\r\nSUMMARY:{escaped}\r\n")),
            "{unfolded}"
        );
        assert!(
            unfolded.contains(&format!("\r\nLOCATION:{escaped}\r\n")),
            "{unfolded}"
        );
    }

    #[test]
    fn a_night_keeps_its_uid_across_moves() {
        let mut f = feed();
        let before = calendar(&f);
        f.nights[0].starts_at = ts("2026-12-10T19:00:00Z");
        f.nights[0].sequence = 4;
        let after = calendar(&f);
        assert!(before.contains("UID:meetup-41@backrank.example\r\n"));
        assert!(after.contains("UID:meetup-41@backrank.example\r\n"));
        assert!(after.contains("SEQUENCE:4\r\n"));
        assert!(after.contains("DTSTART:20261210T190000Z\r\n"));
    }

    #[test]
    fn moments_are_utc_date_times() {
        assert_eq!(utc(ts("2026-12-10T18:00:00Z")), "20261210T180000Z");
        assert_eq!(uid(7, "backrank.example"), "meetup-7@backrank.example");
        // No nights: still a calendar to subscribe to.
        let empty = calendar(&Feed {
            nights: Vec::new(),
            ..feed()
        });
        assert!(
            empty.starts_with("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"),
            "{empty}"
        );
        assert!(!empty.contains("VEVENT"));
    }
}
