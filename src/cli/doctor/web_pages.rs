//! `backrank doctor`'s web pages check: `[web]`, the pages served beside
//! the bot and the address people reach them at.

use super::{Outcome, problem};

/// `[web]`: where the pages are served beside the bot, and the address
/// people reach them at.
pub(super) fn web_pages(web: &crate::app::settings::WebSettings) -> Outcome {
    let url = match web.checked_public_url() {
        Ok(url) => url,
        Err(why) => {
            return problem(
                why.to_string(),
                "fix [web] public_url, or leave it empty for no button",
            );
        }
    };
    let addr = web.addr.trim();
    let listen: Option<std::net::SocketAddr> = match addr {
        "" => None,
        text => match text.parse() {
            Ok(a) => Some(a),
            Err(_) => {
                return problem(
                    format!("[web] addr = \"{text}\" is not an address and port"),
                    "write one like 0.0.0.0:8090, or leave it empty",
                );
            }
        },
    };
    match (listen, url) {
        (None, None) => Outcome::Skipped(
            "not served with the bot ([web] addr); `backrank web` serves them alone".into(),
        ),
        (None, Some(url)) => Outcome::Passed(format!(
            "rolls link to {url}/r/… and events to {url}/e/…, served elsewhere (`backrank web` \
             on the same store)"
        )),
        (Some(a), None) if !a.ip().is_loopback() => Outcome::Note(format!(
            "served on {a} with no [web] public_url: QR codes name each browser's own address, \
             and the bot's rolls get no link"
        )),
        (Some(a), None) => Outcome::Passed(format!("served on {a}")),
        (Some(a), Some(url)) => Outcome::Passed(format!("served on {a}, as {url}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::settings::Settings;

    #[test]
    fn the_web_pages_settings_are_named_when_wrong() {
        let mut web = Settings::load(None).unwrap().web;
        assert!(matches!(web_pages(&web), Outcome::Skipped(_)));
        web.addr = "everywhere".into();
        let Outcome::Problem { what, .. } = web_pages(&web) else {
            panic!("{:?}", web_pages(&web));
        };
        assert!(what.contains("[web] addr = \"everywhere\""), "{what}");
        web.addr = "0.0.0.0:8090".into();
        assert!(matches!(web_pages(&web), Outcome::Note(n) if n.contains("no [web] public_url")));
        web.public_url = Some("rolls.example.org".into());
        let Outcome::Problem { what, .. } = web_pages(&web) else {
            panic!("{:?}", web_pages(&web));
        };
        assert!(
            what.contains("[web] public_url = \"rolls.example.org\""),
            "{what}"
        );
        web.public_url = Some("https://rolls.example.org/".into());
        assert_eq!(
            web_pages(&web),
            Outcome::Passed("served on 0.0.0.0:8090, as https://rolls.example.org".into())
        );
    }
}
