//! Fetching a file attached to a command (`/variant add`) from Discord's
//! file server: only from Discord's own hosts (or the `api_url` the tests
//! set), never following a redirect, read up to a size cap whatever the
//! attachment claims, and given up after a few seconds.

use std::sync::LazyLock;
use std::time::Duration;

use crate::i18n::{Lang, Text};

/// A file attached to a command, as Discord describes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Upload {
    pub name: String,
    /// Its size in bytes, as Discord says.
    pub size: u64,
    pub url: String,
    /// The file's bytes when `backrank console` read it from disk (a path
    /// typed for the option, at most the cap and a byte); always `None` for
    /// what Discord sends, which is fetched from `url`.
    pub local: Option<Vec<u8>>,
}

/// The hosts Discord serves attachments from.
pub const CDN_HOSTS: [&str; 2] = ["cdn.discordapp.com", "media.discordapp.net"];

/// How long a fetch may take, all told.
const TIMEOUT: Duration = Duration::from_secs(10);

static CLIENT: LazyLock<reqwest::Client> = LazyLock::new(|| {
    reqwest::Client::builder()
        .timeout(TIMEOUT)
        .connect_timeout(Duration::from_secs(5))
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap_or_default()
});

/// Why an attached file was not fetched: each names the file.
#[derive(Debug)]
pub enum FetchError {
    /// Over the cap, by what Discord says or by what came.
    TooBig {
        name: String,
        size: u64,
        max: usize,
    },
    /// Its address is on no host of Discord's.
    Foreign(String),
    /// The request failed, or Discord answered with an error (`why`).
    Failed {
        name: String,
        why: String,
    },
    NotText(String),
}

impl FetchError {
    /// What the person who attached the file is told, in their language.
    #[must_use]
    pub fn text(&self) -> Text {
        match self {
            FetchError::TooBig { name, size, max } => Text::msg(msg!("error-file-too-big"))
                .with("name", name.as_str())
                .with("size", *size)
                .with("max", *max),
            FetchError::Foreign(name) => {
                Text::msg(msg!("error-file-foreign")).with("name", name.as_str())
            }
            FetchError::Failed { name, why } => Text::msg(msg!("error-file-unfetched"))
                .with("name", name.as_str())
                .with("why", why.as_str()),
            FetchError::NotText(name) => {
                Text::msg(msg!("error-file-not-text")).with("name", name.as_str())
            }
        }
    }
}

/// In English, as [`FetchError::text`] says it: the words are kept once,
/// in `locales/en.ftl`.
impl std::fmt::Display for FetchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text().render(Lang::En))
    }
}

impl std::error::Error for FetchError {}

/// The text of `upload`, at most `max` bytes.
///
/// # Errors
///
/// [`FetchError`] naming the file.
pub async fn fetch_text(upload: &Upload, api_url: &str, max: usize) -> Result<String, FetchError> {
    let name = upload.name.chars().take(60).collect::<String>();
    let too_big = |size| FetchError::TooBig {
        name: name.clone(),
        size,
        max,
    };
    if upload.size > max as u64 {
        return Err(too_big(upload.size));
    }
    if let Some(bytes) = &upload.local {
        if bytes.len() > max {
            return Err(too_big(bytes.len() as u64));
        }
        return String::from_utf8(bytes.clone()).map_err(|_| FetchError::NotText(name));
    }
    let url = reqwest::Url::parse(&upload.url)
        .ok()
        .filter(|u| from_discord(u, api_url))
        .ok_or_else(|| FetchError::Foreign(name.clone()))?;
    let failed = |e: reqwest::Error| FetchError::Failed {
        name: name.clone(),
        why: e.without_url().to_string(),
    };
    let mut response = CLIENT.get(url).send().await.map_err(failed)?;
    // Anything but 200 is not the file: an error, or a redirect (not
    // followed: it could point anywhere).
    if !response.status().is_success() {
        return Err(FetchError::Failed {
            name,
            why: format!("Discord answered {}", response.status()),
        });
    }
    // The size Discord gave is what it says, not what arrives: count.
    let mut body = Vec::new();
    while let Some(chunk) = response.chunk().await.map_err(failed)? {
        body.extend_from_slice(&chunk);
        if body.len() > max {
            return Err(too_big(body.len() as u64));
        }
    }
    String::from_utf8(body).map_err(|_| FetchError::NotText(name))
}

/// Whether `url` is on Discord's file server (https), or where the
/// settings' `api_url` points (the tests' stand-in).
fn from_discord(url: &reqwest::Url, api_url: &str) -> bool {
    let cdn = url.scheme() == "https" && url.host_str().is_some_and(|h| CDN_HOSTS.contains(&h));
    let stand_in = reqwest::Url::parse(api_url)
        .is_ok_and(|api| api.origin() == url.origin() && !api_url.trim().is_empty());
    cdn || stand_in
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_discords_hosts_are_fetched_from() {
        let ok = |u: &str, api: &str| from_discord(&reqwest::Url::parse(u).unwrap(), api);
        assert!(ok(
            "https://cdn.discordapp.com/attachments/1/2/janus.toml?ex=1",
            ""
        ));
        assert!(ok(
            "https://media.discordapp.net/attachments/1/2/a.toml",
            ""
        ));
        assert!(!ok("http://cdn.discordapp.com/attachments/1/2/a.toml", ""));
        assert!(!ok("https://cdn.discordapp.com.evil.example/a.toml", ""));
        assert!(!ok("https://169.254.169.254/latest/meta-data", ""));
        assert!(!ok("file:///etc/passwd", ""));
        assert!(ok(
            "http://127.0.0.1:4000/files/a.toml",
            "http://127.0.0.1:4000"
        ));
        assert!(!ok(
            "http://127.0.0.1:4001/files/a.toml",
            "http://127.0.0.1:4000"
        ));
    }

    #[tokio::test]
    async fn a_file_bigger_than_allowed_is_refused_before_fetching() {
        let upload = Upload {
            name: "big.toml".into(),
            size: 20_000,
            // Nothing listens here: a fetch would fail differently.
            url: "https://cdn.discordapp.com/attachments/1/2/big.toml".into(),
            local: None,
        };
        let e = fetch_text(&upload, "", 16_384).await.unwrap_err();
        assert_eq!(
            e.to_string(),
            "big.toml is 20000 bytes; the file may be at most 16384 bytes"
        );
        // People are told in their language.
        assert_eq!(e.text().render(crate::i18n::Lang::En), e.to_string());
        assert_eq!(
            e.text().render(crate::i18n::Lang::De),
            "big.toml hat 20000 Bytes; die Datei darf höchstens 16384 Bytes haben"
        );
    }
}
