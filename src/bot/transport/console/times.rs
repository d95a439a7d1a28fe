//! Discord's timestamps (`<t:1765393200:F>`) as Discord shows them to a
//! reader: in the reader's own zone, here this machine's, and `:R` as how
//! far off the time is from now.

use jiff::Timestamp;
use jiff::tz::TimeZone;

/// `text` with each of Discord's timestamps written out in `zone`;
/// anything that only looks like one stays as it is.
pub fn local_times(text: &str, now: Timestamp, zone: &TimeZone) -> String {
    super::marks::rewrite(text, "<t:", |mark| {
        let (at, style, len) = timestamp(mark)?;
        Some((written(at, style, now, zone), len))
    })
}

/// The time, the style letter and the length of the timestamp `text`
/// starts with.
fn timestamp(text: &str) -> Option<(Timestamp, char, usize)> {
    let body = &text[3..];
    let end = body.find('>')?;
    let (digits, style) = match body[..end].split_once(':') {
        Some((d, s)) => (d, s),
        None => (&body[..end], "f"),
    };
    let mut letters = style.chars();
    let style = match (letters.next(), letters.next()) {
        (Some(c), None) if "tTdDfFR".contains(c) => c,
        _ => return None,
    };
    let seconds: i64 = digits.parse().ok()?;
    let at = Timestamp::from_second(seconds).ok()?;
    Some((at, style, 3 + end + 1))
}

/// `at` in `style`, as Discord's English shows it.
fn written(at: Timestamp, style: char, now: Timestamp, zone: &TimeZone) -> String {
    let local = at.to_zoned(zone.clone());
    let format = match style {
        't' => "%H:%M",
        'T' => "%H:%M:%S",
        'd' => "%d/%m/%Y",
        'D' => "%-d %B %Y",
        'F' => "%A, %-d %B %Y %H:%M",
        'R' => return relative(at.as_second() - now.as_second()),
        _ => "%-d %B %Y %H:%M",
    };
    local.strftime(format).to_string()
}

/// "in 3 days", "5 minutes ago": the largest whole unit.
fn relative(seconds: i64) -> String {
    const UNITS: [(i64, &str); 6] = [
        (365 * 86_400, "year"),
        (30 * 86_400, "month"),
        (86_400, "day"),
        (3_600, "hour"),
        (60, "minute"),
        (1, "second"),
    ];
    let far = seconds.unsigned_abs();
    let (size, unit) = UNITS
        .iter()
        .find(|(size, _)| far >= size.unsigned_abs())
        .copied()
        .unwrap_or((1, "second"));
    let n = far / size.unsigned_abs();
    let plural = if n == 1 { "" } else { "s" };
    if seconds >= 0 {
        format!("in {n} {unit}{plural}")
    } else {
        format!("{n} {unit}{plural} ago")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ts(s: &str) -> Timestamp {
        s.parse().unwrap()
    }

    #[test]
    fn timestamps_are_written_in_the_readers_zone() {
        let berlin = TimeZone::get("Europe/Berlin").unwrap();
        let now = ts("2026-12-07T10:00:00Z");
        // Thursday 10 December 2026, 18:00 UTC.
        let text = "When: <t:1796925600:F> (<t:1796925600:R>), until <t:1796936400:t>.";
        assert_eq!(
            local_times(text, now, &berlin),
            "When: Thursday, 10 December 2026 19:00 (in 3 days), until 22:00."
        );
        assert_eq!(
            local_times("<t:1796925600:R>", ts("2026-12-10T18:05:00Z"), &berlin),
            "5 minutes ago"
        );
        assert_eq!(
            local_times("<t:1796925600:R>", ts("2026-12-10T17:00:00Z"), &berlin),
            "in 1 hour"
        );
    }

    #[test]
    fn what_only_looks_like_a_timestamp_stays() {
        let now = ts("2026-12-07T10:00:00Z");
        for text in [
            "<t:>",
            "<t:12:Q>",
            "<t:abc:F>",
            "<t:1796925600:FF>",
            "a < b <t:",
            "<t:99999999999999999999:F>",
        ] {
            assert_eq!(local_times(text, now, &TimeZone::UTC), text);
        }
    }
}
