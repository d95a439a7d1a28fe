//! A reply as console text: its words, its embed (a view's plain text
//! where it shows one), its files saved to disk, and its controls numbered
//! for `/press`, `/pick` and `/type`.

use std::path::Path;

use crate::discord::reply::{ButtonKind, Reply};

/// The reply as console text, saving its files under `dir` (numbered so
/// nothing is overwritten). Returns the text.
pub fn show(reply: &Reply, dir: &Path, count: &mut u32) -> String {
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
            s += &format!("{}: {}\n", f.name, f.value);
        }
        if let Some(f) = &e.footer {
            s += &format!("-- {f}\n");
        }
    }
    for f in &reply.files {
        *count += 1;
        let path = dir.join(format!("{:03}-{}", count, f.name));
        match std::fs::create_dir_all(dir).and_then(|()| std::fs::write(&path, &f.bytes)) {
            Ok(()) => s += &format!("[{} saved to {}]\n", f.name, path.display()),
            Err(e) => s += &format!("[could not save {} to {}: {e}]\n", f.name, path.display()),
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
