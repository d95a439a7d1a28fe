//! A reply as console text: its words, its embed (a view's plain text
//! where it shows one), its files saved to disk, and its controls numbered
//! for `/press`, `/pick` and `/type`.

use std::path::{Path, PathBuf};

use crate::discord::reply::{ButtonKind, Reply};
use crate::i18n::{Lang, t_with};

/// The reply as console text, saving its files under `dir` (numbered so
/// nothing is overwritten, not even an earlier session's), its fields
/// written as `lang` writes a label and its value. Returns the text.
pub fn show(reply: &Reply, dir: &Path, count: &mut u32, lang: Lang) -> String {
    let mut s = String::new();
    if reply.ephemeral {
        s += "(only you see this)\n";
    }
    if let Some(c) = &reply.content {
        s += c;
        s.push('\n');
    }
    if let Some(e) = &reply.embed
        && let Some(plain) = &e.plain
    {
        // What the embed shows of a view (a roll, an event, an audit,
        // statistics), as the view's own plain text, and its footer.
        s += &plain.render();
        if let Some(f) = &e.footer {
            s += &format!("-- {f}\n");
        }
    } else if let Some(e) = &reply.embed {
        // Anything else as Discord receives it, Markdown and all: the
        // console shows what the bot sends.
        s += &format!("== {} ==\n", e.title);
        if !e.description.is_empty() {
            s += &e.description;
            s.push('\n');
        }
        for f in &e.fields {
            let line = [
                ("label", f.name.as_str().into()),
                ("value", f.value.as_str().into()),
            ];
            s += &t_with(lang, msg!("fact-line"), &line);
            s.push('\n');
        }
        if let Some(f) = &e.footer {
            s += &format!("-- {f}\n");
        }
    }
    for f in &reply.files {
        match save(dir, &f.name, &f.bytes, count) {
            Ok(path) => s += &format!("[{} saved to {}]\n", f.name, path.display()),
            Err((path, e)) => {
                s += &format!("[could not save {} to {}: {e}]\n", f.name, path.display());
            }
        }
    }
    if let Some(sel) = &reply.select {
        let labels: Vec<&str> = sel.options.iter().map(|(l, _)| l.as_str()).collect();
        s += &format!(
            "[{}: {}]  (type /pick …)\n",
            sel.placeholder,
            labels.join(" ")
        );
    }
    if let Some(form) = &reply.form {
        s += &format!("[form: {}: {}]  (type /type …)\n", form.title, form.label);
    }
    for (i, b) in reply.buttons.iter().enumerate() {
        match &b.kind {
            ButtonKind::Action(_) => {
                s += &format!("[{}] {}  (type /press {})\n", i + 1, b.label, i + 1)
            }
            ButtonKind::Link(url) => s += &format!("[{}] {}: {url}\n", i + 1, b.label),
        }
    }
    s
}

/// Saves a reply's file under `dir` as `NNN-name`, the next number not
/// taken: a file an earlier session (or another console) saved there is
/// never overwritten. The path, or where it failed and why.
fn save(
    dir: &Path,
    name: &str,
    bytes: &[u8],
    count: &mut u32,
) -> Result<PathBuf, (PathBuf, std::io::Error)> {
    use std::io::Write;
    std::fs::create_dir_all(dir).map_err(|e| (dir.to_path_buf(), e))?;
    loop {
        *count += 1;
        let path = dir.join(format!("{:03}-{name}", count));
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(mut file) => {
                return file
                    .write_all(bytes)
                    .map(|()| path.clone())
                    .map_err(|e| (path, e));
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && *count < u32::MAX => {}
            Err(e) => return Err((path, e)),
        }
    }
}
